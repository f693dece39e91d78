import type { Clinic, Pricing, ProcedureWait, Service, StaffMember } from '@shared/contracts/hospitals';
import type { Role } from '@shared/constants';
import type { Db } from '../../db';
import { clinicSpecialtyColumns, toService } from '../../db/rows/clinic-specialties';
import { clinicColumns, toClinic } from '../../db/rows/clinics';
import { pricingColumns, toPricing } from '../../db/rows/pricings';
import { procedureWaitColumns, toProcedureWait } from '../../db/rows/procedure-waits';
import { staffColumns, toStaffMember } from '../../db/rows/staff-members';

/** A hospital's profile as vets read it; each table's columns and row mapper live in db/rows. */

/** Any listing, verified or not: for its own team, admins, and records that already name it. */
export async function findClinic(db: Db, id: number): Promise<Clinic | undefined> {
  const row = await db.selectFrom('clinics').select(clinicColumns).where('clinics.id', '=', id).executeTakeFirst();
  return row && toClinic(row);
}

/** Who reads a listing: vets see verified ones only; admins and the listing's own team see it in review too. */
export interface ListingReader {
  id: number;
  role: Role;
}

/**
 * A listing as `reader` may see it, the rule in the query (issue 21, docs/decisions/098): verified, or
 * the reader is an admin, the owner or on the team. Undefined otherwise, so a pending listing's
 * existence does not leak to vets.
 */
export async function findVisibleClinic(db: Db, id: number, reader: ListingReader): Promise<Clinic | undefined> {
  if (reader.role === 'admin') return findClinic(db, id);
  const row = await db
    .selectFrom('clinics')
    .select(clinicColumns)
    .where('clinics.id', '=', id)
    .where((eb) =>
      eb.or([
        eb('clinics.verified_at', 'is not', null),
        eb('clinics.user_id', '=', reader.id),
        eb.exists(eb.selectFrom('clinic_members').select('clinic_members.user_id').whereRef('clinic_members.clinic_id', '=', 'clinics.id').where('clinic_members.user_id', '=', reader.id)),
      ]),
    )
    .executeTakeFirst();
  return row && toClinic(row);
}

/** A verified listing: what vets may bookmark, message and refer to. */
export async function findListedClinic(db: Db, id: number): Promise<Clinic | undefined> {
  const row = await db.selectFrom('clinics').select(clinicColumns).where('clinics.id', '=', id).where('clinics.verified_at', 'is not', null).executeTakeFirst();
  return row && toClinic(row);
}

/** A clinic's offered specialties whose catalogue entry is active, in catalogue order. */
export async function listServices(db: Db, clinicId: number): Promise<Omit<Service, 'procedures' | 'measured'>[]> {
  const rows = await db
    .selectFrom('clinic_specialties as cs')
    .innerJoin('specialties as s', 's.id', 'cs.specialty_id')
    .select(clinicSpecialtyColumns)
    .where('cs.clinic_id', '=', clinicId)
    .where('s.is_active', '=', 1)
    .orderBy('s.display_order')
    .orderBy('s.id')
    .execute();
  return rows.map(toService);
}

export async function listProcedureWaits(db: Db, clinicId: number): Promise<ProcedureWait[]> {
  const rows = await db
    .selectFrom('procedure_waits as pw')
    .innerJoin('specialties as s', 's.id', 'pw.specialty_id')
    .select(procedureWaitColumns)
    .where('pw.clinic_id', '=', clinicId)
    .orderBy('pw.procedure')
    .orderBy('pw.id')
    .execute();
  return rows.map(toProcedureWait);
}

export async function listPricings(db: Db, clinicId: number): Promise<Pricing[]> {
  const rows = await db.selectFrom('pricings').select(pricingColumns).where('pricings.clinic_id', '=', clinicId).orderBy('pricings.procedure_name').orderBy('pricings.id').execute();
  return rows.map(toPricing);
}

export async function listStaff(db: Db, clinicId: number): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('staff_members')
    .select(staffColumns)
    .where('staff_members.clinic_id', '=', clinicId)
    .orderBy('staff_members.position')
    .orderBy('staff_members.id')
    .execute();
  return rows.map(toStaffMember);
}
