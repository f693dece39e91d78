import type { Insertable, Updateable } from 'kysely';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import type { Clinic, Pricing, ProcedureWait } from '@shared/contracts/hospitals';
import type { Db } from '../../db';
import { type ClinicSpecialtySet, clinicSpecialtyColumns, toClinicSpecialty } from '../../db/rows/clinic-specialties';
import type { ReferralTargets } from '@shared/contracts/referrals';
import { actsForClinic, clinicsOfUser } from '../../db/rows/clinic-members';
import { userSignature } from '../../db/rows/vet-profiles';

// Who acts for a clinic is a rule other modules check too; it lives in db/rows (clinic-members.ts).
export { actsForClinic, clinicIdOfUser, clinicOfUser, membershipOfUser } from '../../db/rows/clinic-members';
import { type ClinicSet, changesDerived, clinicColumns, toClinic, withDerived } from '../../db/rows/clinics';
import { type PricingSet, pricingColumns, toPricing } from '../../db/rows/pricings';
import { type ProcedureWaitSet, procedureWaitColumns, toProcedureWait } from '../../db/rows/procedure-waits';
import type { ClinicSpecialtiesTable, ClinicsTable, PricingsTable, ProcedureWaitsTable, StaffMembersTable } from '../../db/schema';

/**
 * A listing's rows, always addressed through their clinic id: every update and delete names
 * `clinic_id = :clinicId` in its WHERE, so another clinic's ids match nothing. Writes take rows
 * built by db/rows (`toPricingRow`, `toClinicPatch`…), which compute the derived columns.
 */

export async function findClinicOfUser(db: Db, userId: number): Promise<Clinic | undefined> {
  const row = await clinicsOfUser(db, userId).select(clinicColumns).executeTakeFirst();
  return row && toClinic(row);
}

/** Inserts a listing built by `toClinicRow`. */
export async function insertClinic(db: Db, row: Insertable<ClinicsTable>): Promise<number> {
  const inserted = await db.insertInto('clinics').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/**
 * Applies a SET built by `toClinicPatch`. A new name, city or province moves the search key and the
 * coordinates too, computed with the fields the SET leaves as they are.
 */
export async function updateClinic(db: Db, clinicId: number, set: ClinicSet) {
  if (changesDerived(set)) {
    const current = await db.selectFrom('clinics').select(['name', 'city', 'province']).where('id', '=', clinicId).executeTakeFirst();
    if (!current) return false;
    set = withDerived(set, current);
  }
  const result = await db.updateTable('clinics').set(set).where('id', '=', clinicId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Inserts a quote built by `toPricingRow` and answers it as the API shows it. */
export async function insertPricing(db: Db, row: Insertable<PricingsTable>): Promise<Pricing> {
  const inserted = await db.insertInto('pricings').values(row).returning(pricingColumns).executeTakeFirstOrThrow();
  return toPricing(inserted);
}

/** Applies a SET built by `toPricingPatch` to one of the clinic's quotes; undefined when it has no such quote. */
export async function updatePricing(db: Db, clinicId: number, id: number, set: PricingSet): Promise<Pricing | undefined> {
  const row = await db
    .updateTable('pricings')
    .set(set)
    .where('pricings.id', '=', id)
    .where('pricings.clinic_id', '=', clinicId)
    .returning(pricingColumns)
    .executeTakeFirst();
  return row && toPricing(row);
}

export async function deletePricing(db: Db, clinicId: number, id: number): Promise<boolean> {
  const r = await db.deleteFrom('pricings').where('id', '=', id).where('clinic_id', '=', clinicId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** All of a listing's specialties, inactive catalogue entries included (flagged), in catalogue order. */
export async function listClinicSpecialties(db: Db, clinicId: number): Promise<ClinicSpecialty[]> {
  const rows = await db
    .selectFrom('clinic_specialties as cs')
    .innerJoin('specialties as s', 's.id', 'cs.specialty_id')
    .select(clinicSpecialtyColumns)
    .where('cs.clinic_id', '=', clinicId)
    .orderBy('s.display_order')
    .orderBy('s.id')
    .execute();
  return rows.map(toClinicSpecialty);
}

/** Inserts a listed specialty built by `toClinicSpecialtyRow`. */
export async function insertClinicSpecialty(db: Db, row: Insertable<ClinicSpecialtiesTable>) {
  await db.insertInto('clinic_specialties').values(row).execute();
}

/** Applies a SET built by `toClinicSpecialtyPatch`; clinic_key is kept by triggers. */
export async function updateClinicSpecialty(db: Db, clinicId: number, specialtyId: number, set: ClinicSpecialtySet) {
  const r = await db
    .updateTable('clinic_specialties')
    .set(set)
    .where('clinic_id', '=', clinicId)
    .where('specialty_id', '=', specialtyId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Removes a specialty and the procedure waits filed under it, together: in the caller's transaction, or in one of its own. */
export async function deleteClinicSpecialty(db: Db, clinicId: number, specialtyId: number): Promise<boolean> {
  const remove = async (trx: Db) => {
    await trx.deleteFrom('procedure_waits').where('clinic_id', '=', clinicId).where('specialty_id', '=', specialtyId).execute();
    const r = await trx.deleteFrom('clinic_specialties').where('clinic_id', '=', clinicId).where('specialty_id', '=', specialtyId).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  };
  // Kysely cannot open a transaction inside one (the admin routes audit each write in a transaction).
  return db.isTransaction ? remove(db) : db.transaction().execute(remove);
}

export async function offersSpecialty(db: Db, clinicId: number, specialtyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('clinic_specialties')
    .select('specialty_id')
    .where('clinic_id', '=', clinicId)
    .where('specialty_id', '=', specialtyId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Inserts an entry built by `toProcedureWaitRow`. */
export async function insertProcedureWait(db: Db, row: Insertable<ProcedureWaitsTable>): Promise<number> {
  const inserted = await db.insertInto('procedure_waits').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Applies a SET built by `toProcedureWaitPatch` to one of the clinic's entries. */
export async function updateProcedureWait(db: Db, clinicId: number, id: number, set: ProcedureWaitSet) {
  const r = await db.updateTable('procedure_waits').set(set).where('id', '=', id).where('clinic_id', '=', clinicId).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteProcedureWait(db: Db, clinicId: number, id: number) {
  const r = await db.deleteFrom('procedure_waits').where('id', '=', id).where('clinic_id', '=', clinicId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function findProcedureWait(db: Db, clinicId: number, id: number): Promise<ProcedureWait | undefined> {
  const r = await db
    .selectFrom('procedure_waits as pw')
    .innerJoin('specialties as s', 's.id', 'pw.specialty_id')
    .select(procedureWaitColumns)
    .where('pw.id', '=', id)
    .where('pw.clinic_id', '=', clinicId)
    .executeTakeFirst();
  return r && toProcedureWait(r);
}

export async function nextStaffPosition(db: Db, clinicId: number): Promise<number> {
  const r = await db
    .selectFrom('staff_members')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  return r?.max === null || r?.max === undefined ? 0 : Number(r.max) + 1;
}

/** Inserts a staff member built by `toStaffRow`, last in the clinic's order. */
export async function insertStaff(db: Db, row: Omit<Insertable<StaffMembersTable>, 'position'>): Promise<number> {
  const inserted = await db
    .insertInto('staff_members')
    .values({ ...row, position: await nextStaffPosition(db, row.clinic_id) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function findStaffImage(db: Db, clinicId: number, id: number): Promise<{ image_id: number | null } | undefined> {
  const r = await db.selectFrom('staff_members').select('image_id').where('id', '=', id).where('clinic_id', '=', clinicId).executeTakeFirst();
  return r && { image_id: r.image_id === null ? null : Number(r.image_id) };
}

/** Applies a SET built by `toStaffPatch` (or a new position) to one of the clinic's staff. */
export async function updateStaff(db: Db, clinicId: number, id: number, set: Updateable<StaffMembersTable>) {
  const r = await db.updateTable('staff_members').set(set).where('id', '=', id).where('clinic_id', '=', clinicId).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteStaff(db: Db, clinicId: number, id: number) {
  const r = await db.deleteFrom('staff_members').where('id', '=', id).where('clinic_id', '=', clinicId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function staffIds(db: Db, clinicId: number): Promise<number[]> {
  const rows = await db.selectFrom('staff_members').select('id').where('clinic_id', '=', clinicId).execute();
  return rows.map((r) => Number(r.id));
}

/**
 * Sets last_updated of every wait entry of the listing (specialties and procedure waits) to `at`; the
 * clinic id names the rows, so another clinic's entries are never touched. Pass a transaction.
 */
export async function confirmWaitTimes(trx: Db, clinicId: number, at: string): Promise<{ specialties: number; procedure_waits: number }> {
  const s = await trx.updateTable('clinic_specialties').set({ last_updated: at }).where('clinic_id', '=', clinicId).executeTakeFirst();
  const w = await trx.updateTable('procedure_waits').set({ last_updated: at }).where('clinic_id', '=', clinicId).executeTakeFirst();
  return { specialties: Number(s.numUpdatedRows), procedure_waits: Number(w.numUpdatedRows) };
}

/** The listing's logo image id: null without a logo, undefined without the listing. */
export async function logoImageId(db: Db, clinicId: number): Promise<number | null | undefined> {
  const row = await db.selectFrom('clinics').select('logo_image_id').where('id', '=', clinicId).executeTakeFirst();
  if (!row) return undefined;
  return row.logo_image_id === null ? null : Number(row.logo_image_id);
}

/** The hospital's referral targets (issue 59, docs/decisions/154). */
export async function referralTargetsOf(db: Db, clinicId: number): Promise<ReferralTargets> {
  const r = await db.selectFrom('clinics').select(['acknowledge_business_hours', 'decide_business_days']).where('id', '=', clinicId).executeTakeFirstOrThrow();
  return { acknowledge_business_hours: Number(r.acknowledge_business_hours), decide_business_days: Number(r.decide_business_days) };
}

/** Changes only the targets given. */
export async function updateReferralTargets(db: Db, clinicId: number, set: Partial<ReferralTargets>): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await db.updateTable('clinics').set(set).where('id', '=', clinicId).execute();
}

/** Who may work the hospital's referrals: its owner first, then its members by name, each as they are named (db/rows/vet-profiles.ts). */
export async function assignablePeople(db: Db, clinicId: number): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('vet_profiles', 'vet_profiles.user_id', 'users.id')
    .select(['users.id', userSignature.as('name')])
    .select((eb) => eb.exists(eb.selectFrom('clinics').select('clinics.id').where('clinics.id', '=', clinicId).whereRef('clinics.user_id', '=', 'users.id')).as('is_owner'))
    .where(actsForClinic(clinicId))
    .execute();
  return rows
    .map((r) => ({ id: Number(r.id), name: r.name, owner: Boolean(r.is_owner) }))
    .sort((a, b) => Number(b.owner) - Number(a.owner) || a.name.localeCompare(b.name) || a.id - b.id)
    .map(({ id, name }) => ({ id, name }));
}
