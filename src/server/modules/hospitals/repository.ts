import type { Clinic, Pricing, ProcedureWait, Service, StaffMember } from '@shared/contracts/hospitals';
import type { Role } from '@shared/constants';
import type { Db } from '../../db';
import { preparedQuery } from '../../db/prepared';
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
  const [row] = reader.role === 'admin' ? await anyListing(db, id) : await listingVisibleTo(db, id, reader.id);
  return row && toClinic(row);
}

// The hospital profile's reads run on every profile a vet opens: built and compiled once each
// (db/prepared.ts), where Kysely's building and compiling them was a seventh of Node's CPU a profile
// on PostgreSQL (docs/decisions/136).
const anyListing = preparedQuery((db, id: number) => db.selectFrom('clinics').select(clinicColumns).where('clinics.id', '=', id), [-1_000_001]);
const listingVisibleTo = preparedQuery(
  (db, id: number, readerId: number) =>
    db
      .selectFrom('clinics')
      .select(clinicColumns)
      .where('clinics.id', '=', id)
      .where((eb) =>
        eb.or([
          eb('clinics.verified_at', 'is not', null),
          eb('clinics.user_id', '=', readerId),
          eb.exists(eb.selectFrom('clinic_members').select('clinic_members.user_id').whereRef('clinic_members.clinic_id', '=', 'clinics.id').where('clinic_members.user_id', '=', readerId)),
        ]),
      ),
  [-1_000_001, -1_000_002],
);

/** A verified listing: what vets may bookmark, message and refer to. */
export async function findListedClinic(db: Db, id: number): Promise<Clinic | undefined> {
  const row = await db.selectFrom('clinics').select(clinicColumns).where('clinics.id', '=', id).where('clinics.verified_at', 'is not', null).executeTakeFirst();
  return row && toClinic(row);
}

const servicesOf = preparedQuery(
  (db, clinicId: number) =>
    db
      .selectFrom('clinic_specialties as cs')
      .innerJoin('specialties as s', 's.id', 'cs.specialty_id')
      .select(clinicSpecialtyColumns)
      .where('cs.clinic_id', '=', clinicId)
      .where('s.is_active', '=', 1)
      .orderBy('s.display_order')
      .orderBy('s.id'),
  [-1_000_001],
);

/** A clinic's offered specialties whose catalogue entry is active, in catalogue order. */
export async function listServices(db: Db, clinicId: number): Promise<Omit<Service, 'procedures' | 'measured'>[]> {
  return (await servicesOf(db, clinicId)).map(toService);
}

const procedureWaitsOf = preparedQuery(
  (db, clinicId: number) =>
    db
      .selectFrom('procedure_waits as pw')
      .innerJoin('specialties as s', 's.id', 'pw.specialty_id')
      .select(procedureWaitColumns)
      .where('pw.clinic_id', '=', clinicId)
      .orderBy('pw.procedure')
      .orderBy('pw.id'),
  [-1_000_001],
);

export async function listProcedureWaits(db: Db, clinicId: number): Promise<ProcedureWait[]> {
  return (await procedureWaitsOf(db, clinicId)).map(toProcedureWait);
}

const pricingsOf = preparedQuery(
  (db, clinicId: number) => db.selectFrom('pricings').select(pricingColumns).where('pricings.clinic_id', '=', clinicId).orderBy('pricings.procedure_name').orderBy('pricings.id'),
  [-1_000_001],
);

export async function listPricings(db: Db, clinicId: number): Promise<Pricing[]> {
  return (await pricingsOf(db, clinicId)).map(toPricing);
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
