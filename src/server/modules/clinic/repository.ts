import type { Updateable } from 'kysely';
import type { ClinicProfileBody, ClinicSpecialty } from '@shared/contracts/clinic';
import type { Clinic, Pricing, ProcedureWait } from '@shared/contracts/hospitals';
import type { Db } from '../../db';
import type { ClinicSpecialtiesTable, PricingsTable, ProcedureWaitsTable, StaffMembersTable } from '../../db/schema';
import { nowIso, searchKey } from '../../db/search-key';
import { clinicColumns, toClinic, toPricing } from '../hospitals/repository';

/**
 * A listing's rows, always addressed through their clinic id: every update and delete names
 * `clinic_id = :clinicId` in its WHERE, so another clinic's ids match nothing.
 */

export async function clinicIdOfUser(db: Db, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('clinics').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function findClinicOfUser(db: Db, userId: number): Promise<Clinic | undefined> {
  const row = await db.selectFrom('clinics').select(clinicColumns).where('clinics.user_id', '=', userId).executeTakeFirst();
  return row && toClinic(row);
}

/** Listing fields a write may set: the clinic's own form requires address and contact email, the admin's does not. */
export type ListingFields = Omit<ClinicProfileBody, 'address' | 'contact_email'> & { address: string | null; contact_email: string | null };

export async function insertClinic(db: Db, userId: number | null, body: ListingFields): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('clinics')
    .values({ ...body, user_id: userId, logo_image_id: null, search_key: searchKey(body.name), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Updates the given listing fields; keeps search_key in step with the name. */
export async function updateClinic(db: Db, clinicId: number, patch: Partial<ListingFields> & { user_id?: number | null; logo_image_id?: number | null }) {
  const set: Record<string, unknown> = { ...patch, updated_at: nowIso() };
  if (patch.name !== undefined) set.search_key = searchKey(patch.name);
  const result = await db.updateTable('clinics').set(set).where('id', '=', clinicId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertPricing(
  db: Db,
  clinicId: number,
  p: { procedure_name: string; price_range: string; description: string | null; specialty_id: number | null },
): Promise<Pricing> {
  const now = nowIso();
  const row = await db
    .insertInto('pricings')
    .values({ ...p, clinic_id: clinicId, search_key: searchKey(p.procedure_name), created_at: now, updated_at: now })
    .returning(['id', 'clinic_id', 'specialty_id', 'procedure_name', 'price_range', 'description'])
    .executeTakeFirstOrThrow();
  return toPricing(row);
}

export async function updatePricing(db: Db, clinicId: number, id: number, patch: Updateable<PricingsTable>): Promise<Pricing | undefined> {
  const set: Updateable<PricingsTable> = { ...patch, updated_at: nowIso() };
  if (patch.procedure_name !== undefined) set.search_key = searchKey(patch.procedure_name);
  const row = await db
    .updateTable('pricings')
    .set(set)
    .where('id', '=', id)
    .where('clinic_id', '=', clinicId)
    .returning(['id', 'clinic_id', 'specialty_id', 'procedure_name', 'price_range', 'description'])
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
    .select(['cs.clinic_id', 'cs.specialty_id', 'cs.wait_time', 'cs.accepting_emergency', 'cs.notes', 'cs.last_updated', 's.name', 's.display_order', 's.is_active'])
    .where('cs.clinic_id', '=', clinicId)
    .orderBy('s.display_order')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    clinic_id: Number(r.clinic_id),
    specialty_id: Number(r.specialty_id),
    specialty: { id: Number(r.specialty_id), name: r.name, display_order: Number(r.display_order), is_active: Number(r.is_active) === 1 },
    wait_time: r.wait_time,
    accepting_emergency: Number(r.accepting_emergency) === 1,
    notes: r.notes,
    last_updated: r.last_updated,
  }));
}

export async function insertClinicSpecialty(
  db: Db,
  row: { clinic_id: number; specialty_id: number; wait_time: string | null; accepting_emergency: number; notes: string | null },
) {
  await db.insertInto('clinic_specialties').values({ ...row, last_updated: nowIso() }).execute();
}

/** The editable fields only: clinic_id and specialty_id identify the row, clinic_key is kept by triggers. */
export async function updateClinicSpecialty(
  db: Db,
  clinicId: number,
  specialtyId: number,
  patch: Pick<Updateable<ClinicSpecialtiesTable>, 'wait_time' | 'notes' | 'accepting_emergency'>,
) {
  const r = await db
    .updateTable('clinic_specialties')
    .set({ ...patch, last_updated: nowIso() })
    .where('clinic_id', '=', clinicId)
    .where('specialty_id', '=', specialtyId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Removes a specialty and the procedure waits filed under it. */
export async function deleteClinicSpecialty(db: Db, clinicId: number, specialtyId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('procedure_waits').where('clinic_id', '=', clinicId).where('specialty_id', '=', specialtyId).execute();
    const r = await trx.deleteFrom('clinic_specialties').where('clinic_id', '=', clinicId).where('specialty_id', '=', specialtyId).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  });
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

export async function insertProcedureWait(
  db: Db,
  clinicId: number,
  w: { specialty_id: number; procedure: string; wait_time: string },
): Promise<number> {
  const row = await db
    .insertInto('procedure_waits')
    .values({ ...w, clinic_id: clinicId, search_key: searchKey(w.procedure), last_updated: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateProcedureWait(db: Db, clinicId: number, id: number, patch: Updateable<ProcedureWaitsTable>) {
  const set: Updateable<ProcedureWaitsTable> = { ...patch, last_updated: nowIso() };
  if (patch.procedure !== undefined) set.search_key = searchKey(patch.procedure);
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
    .select(['pw.id', 'pw.specialty_id', 's.name as specialty', 'pw.procedure', 'pw.wait_time', 'pw.last_updated'])
    .where('pw.id', '=', id)
    .where('pw.clinic_id', '=', clinicId)
    .executeTakeFirst();
  return r && { ...r, id: Number(r.id), specialty_id: Number(r.specialty_id) };
}

export async function nextStaffPosition(db: Db, clinicId: number): Promise<number> {
  const r = await db
    .selectFrom('staff_members')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  return r?.max === null || r?.max === undefined ? 0 : Number(r.max) + 1;
}

export async function insertStaff(
  db: Db,
  clinicId: number,
  s: { name: string; title: string | null; specialties: string[]; bio: string | null; image_id: number | null },
): Promise<number> {
  const row = await db
    .insertInto('staff_members')
    .values({ ...s, specialties: JSON.stringify(s.specialties), clinic_id: clinicId, position: await nextStaffPosition(db, clinicId) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function findStaffImage(db: Db, clinicId: number, id: number): Promise<{ image_id: number | null } | undefined> {
  const r = await db.selectFrom('staff_members').select('image_id').where('id', '=', id).where('clinic_id', '=', clinicId).executeTakeFirst();
  return r && { image_id: r.image_id === null ? null : Number(r.image_id) };
}

export async function updateStaff(db: Db, clinicId: number, id: number, patch: Updateable<StaffMembersTable>) {
  const r = await db.updateTable('staff_members').set(patch).where('id', '=', id).where('clinic_id', '=', clinicId).executeTakeFirst();
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
