import type { Db } from '../db';
import { toClinicSpecialtyRow } from '../db/rows/clinic-specialties';
import { toClinicRow } from '../db/rows/clinics';
import { toPricingRow } from '../db/rows/pricings';
import { toProcedureWaitRow } from '../db/rows/procedure-waits';
import { toStaffRow } from '../db/rows/staff-members';
import { nowIso } from '../db/search-key';

/** Direct-to-database factories: fast fixtures for API tests (the API under test is what reads them). */

export async function specialtyId(db: Db, name: string): Promise<number> {
  const row = await db.selectFrom('specialties').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function setSpecialtyActive(db: Db, name: string, active: boolean) {
  await db.updateTable('specialties').set({ is_active: active ? 1 : 0 }).where('name', '=', name).execute();
}

/** An admin's verification, for listings a test made through the clinic's own API (issue 21). */
export async function verifyListing(db: Db, ...clinicIds: number[]) {
  await db.updateTable('clinics').set({ verified_at: nowIso(), rejected_at: null }).where('id', 'in', clinicIds).execute();
}

export interface ClinicSpec {
  name: string;
  province?: string;
  city?: string;
  userId?: number | null;
  description?: string | null;
  referral_instructions?: string | null;
  website_url?: string | null;
  specialties?: { name: string; wait_time?: string | null; accepting_emergency?: boolean; notes?: string | null; last_updated?: string }[];
  pricings?: { procedure_name: string; price_range: string; specialty?: string; description?: string | null; updated_at?: string }[];
  waits?: { specialty: string; procedure: string; wait_time: string; last_updated?: string }[];
  staff?: { name: string; title?: string; specialties?: string[]; bio?: string }[];
  /** Listings start verified, as an admin's; `false` makes one a clinic's own, pending review (issue 21). */
  verified?: boolean;
}

export async function createClinic(db: Db, spec: ClinicSpec): Promise<number> {
  const now = nowIso();
  const row = toClinicRow(
    {
      user_id: spec.userId ?? null,
      name: spec.name,
      address: '100 Test Street',
      city: spec.city ?? 'Ottawa',
      province: spec.province ?? 'Ontario',
      phone: '613-555-0100',
      contact_email: 'desk@test-clinic.example.ca',
      website_url: spec.website_url ?? null,
      description: spec.description ?? null,
      referral_instructions: spec.referral_instructions ?? null,
      logo_image_id: null,
      verified_at: spec.verified === false ? null : now,
    },
    now,
  );
  // A pending listing leaves the column to its default (null), which also lets a test of an earlier
  // migration, before verified_at existed, write one (003-trigram-detail-column.test.ts).
  if (spec.verified === false) delete (row as { verified_at?: unknown }).verified_at;
  const clinic = await db.insertInto('clinics').values(row).returning('id').executeTakeFirstOrThrow();
  const clinicId = Number(clinic.id);
  for (const s of spec.specialties ?? []) {
    await db
      .insertInto('clinic_specialties')
      .values(
        toClinicSpecialtyRow(
          {
            clinic_id: clinicId,
            specialty_id: await specialtyId(db, s.name),
            wait_time: s.wait_time === undefined ? '2–4 weeks' : s.wait_time,
            accepting_emergency: s.accepting_emergency === true,
            notes: s.notes ?? null,
            last_updated: s.last_updated,
          },
          now,
        ),
      )
      .execute();
  }
  for (const p of spec.pricings ?? []) {
    await db
      .insertInto('pricings')
      .values(
        toPricingRow(
          {
            clinic_id: clinicId,
            specialty_id: p.specialty ? await specialtyId(db, p.specialty) : null,
            procedure_name: p.procedure_name,
            price_range: p.price_range,
            description: p.description ?? null,
            updated_at: p.updated_at,
          },
          now,
        ),
      )
      .execute();
  }
  for (const w of spec.waits ?? []) {
    await db
      .insertInto('procedure_waits')
      .values(
        toProcedureWaitRow(
          { clinic_id: clinicId, specialty_id: await specialtyId(db, w.specialty), procedure: w.procedure, wait_time: w.wait_time, last_updated: w.last_updated },
          now,
        ),
      )
      .execute();
  }
  let position = 0;
  for (const m of spec.staff ?? []) {
    await db
      .insertInto('staff_members')
      .values(
        toStaffRow({ clinic_id: clinicId, name: m.name, title: m.title ?? null, specialties: m.specialties ?? [], bio: m.bio ?? null, image_id: null, position: position++ }),
      )
      .execute();
  }
  return clinicId;
}
