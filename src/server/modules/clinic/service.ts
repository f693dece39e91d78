import { ADMIN_WAIT_TIMES, CLINIC_WAIT_TIMES } from '@shared/constants';
import type { ClinicProfileBody, ClinicSpecialty } from '@shared/contracts/clinic';
import type { Clinic, Pricing, ProcedureWait, StaffMember } from '@shared/contracts/hospitals';
import type { Db } from '../../db';
import { isUniqueViolation } from '../../db/dialect';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { findSpecialty } from '../catalogue/repository';
import { findClinic, listPricings, listProcedureWaits, listStaff } from '../hospitals/repository';
import { deleteImage, parseImageDataUrl, storeImage } from '../images/service';
import * as repo from './repository';

/**
 * The rules for keeping a listing: used by the clinic's own routes (clinic id from the session) and
 * by the admin routes (clinic id from the path). Every function takes the clinic id it acts on.
 */

export const LISTING_MSG = {
  noListing: 'Set up your clinic profile first: save it with Edit Profile.',
  pricingNotFound: 'Quote not found.',
  specialtyNotListed: 'This specialty is not listed for the clinic.',
  specialtyNotFound: 'Specialty not found.',
  specialtyInactive: 'Only active specialties can be added.',
  specialtyDuplicate: 'This specialty is already listed.',
  staffNotFound: 'Staff member not found.',
  waitNotFound: 'Procedure wait entry not found.',
  staffOrder: 'The order must list every staff member of the clinic exactly once.',
  unknownSpecialty: 'Unknown specialty.',
  hospitalNotFound: 'Hospital not found.',
} as const;

const STAFF_PHOTO_MAX_SIDE = 600;

/** The signed-in clinic's listing id; writes need one. */
export async function requireOwnClinicId(db: Db, userId: number): Promise<number> {
  const id = await repo.clinicIdOfUser(db, userId);
  if (id === undefined) throw new AppError('CONFLICT', 409, LISTING_MSG.noListing);
  return id;
}

export const ownClinicId = (db: Db, userId: number) => repo.clinicIdOfUser(db, userId);
export const findOwnProfile = (db: Db, userId: number) => repo.findClinicOfUser(db, userId);

export async function requireClinic(db: Db, clinicId: number): Promise<Clinic> {
  const clinic = await findClinic(db, clinicId);
  if (!clinic) throw notFound(LISTING_MSG.hospitalNotFound);
  return clinic;
}

/** Saves the clinic's own listing, creating it on the first save. */
export async function saveOwnProfile(db: Db, userId: number, body: ClinicProfileBody): Promise<Clinic> {
  const id = await repo.clinicIdOfUser(db, userId);
  if (id === undefined) {
    try {
      return requireClinic(db, await repo.insertClinic(db, userId, body));
    } catch (err) {
      // Two first saves at once: the unique owner index keeps one listing; the loser updates it.
      if (!isUniqueViolation(err)) throw err;
      return saveOwnProfile(db, userId, body);
    }
  }
  await repo.updateClinic(db, id, body);
  return requireClinic(db, id);
}

async function checkSpecialtyRef(db: Db, specialtyId: number | null | undefined) {
  if (specialtyId === null || specialtyId === undefined) return;
  if (!(await findSpecialty(db, specialtyId))) throw badRequest(LISTING_MSG.unknownSpecialty);
}

// ---- quotes ----

export const listQuotes = (db: Db, clinicId: number) => listPricings(db, clinicId);

export async function addQuote(
  db: Db,
  clinicId: number,
  body: { procedure_name: string; price_range: string; description: string | null; specialty_id: number | null },
): Promise<Pricing> {
  await checkSpecialtyRef(db, body.specialty_id);
  return repo.insertPricing(db, clinicId, body);
}

export async function updateQuote(
  db: Db,
  clinicId: number,
  id: number,
  patch: { procedure_name?: string; price_range?: string; description?: string | null; specialty_id?: number | null },
): Promise<Pricing> {
  await checkSpecialtyRef(db, patch.specialty_id);
  const updated = await repo.updatePricing(db, clinicId, id, patch);
  if (!updated) throw notFound(LISTING_MSG.pricingNotFound);
  return updated;
}

export async function removeQuote(db: Db, clinicId: number, id: number) {
  if (!(await repo.deletePricing(db, clinicId, id))) throw notFound(LISTING_MSG.pricingNotFound);
}

// ---- specialties ----

export const listSpecialtiesOf = (db: Db, clinicId: number) => repo.listClinicSpecialties(db, clinicId);

/** Adds an active catalogue specialty to a listing; listing it twice is a 409. */
export async function addSpecialty(
  db: Db,
  clinicId: number,
  row: { specialty_id: number; wait_time: string | null; accepting_emergency: boolean; notes: string | null },
): Promise<ClinicSpecialty> {
  const specialty = await findSpecialty(db, row.specialty_id);
  if (!specialty) throw notFound(LISTING_MSG.specialtyNotFound);
  if (!specialty.is_active) throw badRequest(LISTING_MSG.specialtyInactive);
  try {
    await repo.insertClinicSpecialty(db, {
      clinic_id: clinicId,
      specialty_id: row.specialty_id,
      wait_time: row.wait_time,
      accepting_emergency: row.accepting_emergency ? 1 : 0,
      notes: row.notes,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(LISTING_MSG.specialtyDuplicate);
    throw err;
  }
  return findListed(db, clinicId, row.specialty_id);
}

async function findListed(db: Db, clinicId: number, specialtyId: number): Promise<ClinicSpecialty> {
  const found = (await repo.listClinicSpecialties(db, clinicId)).find((s) => s.specialty_id === specialtyId);
  if (!found) throw notFound(LISTING_MSG.specialtyNotListed);
  return found;
}

/** Wait time and notes together, or the emergency flag; last_updated moves on every edit. */
export async function updateSpecialty(
  db: Db,
  clinicId: number,
  specialtyId: number,
  patch: { wait_time?: string | null; notes?: string | null; accepting_emergency?: boolean },
): Promise<ClinicSpecialty> {
  const set: { wait_time?: string | null; notes?: string | null; accepting_emergency?: number } = {};
  if (patch.wait_time !== undefined) set.wait_time = patch.wait_time;
  if (patch.notes !== undefined) set.notes = patch.notes;
  if (patch.accepting_emergency !== undefined) set.accepting_emergency = patch.accepting_emergency ? 1 : 0;
  if (!(await repo.updateClinicSpecialty(db, clinicId, specialtyId, set))) throw notFound(LISTING_MSG.specialtyNotListed);
  return findListed(db, clinicId, specialtyId);
}

export async function removeSpecialty(db: Db, clinicId: number, specialtyId: number) {
  if (!(await repo.deleteClinicSpecialty(db, clinicId, specialtyId))) throw notFound(LISTING_MSG.specialtyNotListed);
}

/** Wait labels the admin may set: its own list plus the clinic list (a clinic may have set either). */
export const ADMIN_ACCEPTED_WAITS: readonly string[] = [...new Set<string>([...ADMIN_WAIT_TIMES, ...CLINIC_WAIT_TIMES])];

// ---- procedure waits ----

export const listWaits = (db: Db, clinicId: number) => listProcedureWaits(db, clinicId);

export async function addWait(db: Db, clinicId: number, body: { specialty_id: number; procedure: string; wait_time: string }): Promise<ProcedureWait> {
  if (!(await repo.offersSpecialty(db, clinicId, body.specialty_id))) throw badRequest(LISTING_MSG.specialtyNotListed);
  const id = await repo.insertProcedureWait(db, clinicId, body);
  return (await repo.findProcedureWait(db, clinicId, id))!;
}

export async function updateWait(
  db: Db,
  clinicId: number,
  id: number,
  patch: { specialty_id?: number; procedure?: string; wait_time?: string },
): Promise<ProcedureWait> {
  if (patch.specialty_id !== undefined && !(await repo.offersSpecialty(db, clinicId, patch.specialty_id))) {
    throw badRequest(LISTING_MSG.specialtyNotListed);
  }
  if (!(await repo.updateProcedureWait(db, clinicId, id, patch))) throw notFound(LISTING_MSG.waitNotFound);
  return (await repo.findProcedureWait(db, clinicId, id))!;
}

export async function removeWait(db: Db, clinicId: number, id: number) {
  if (!(await repo.deleteProcedureWait(db, clinicId, id))) throw notFound(LISTING_MSG.waitNotFound);
}

// ---- staff ----

export const listStaffOf = (db: Db, clinicId: number) => listStaff(db, clinicId);

async function findStaff(db: Db, clinicId: number, id: number): Promise<StaffMember> {
  const member = (await listStaff(db, clinicId)).find((m) => m.id === id);
  if (!member) throw notFound(LISTING_MSG.staffNotFound);
  return member;
}

/** A photo data URL becomes a stored, re-encoded image; null removes the photo. */
async function storePhoto(db: Db, photo: string): Promise<number> {
  return (await storeImage(db, parseImageDataUrl(photo), { maxSide: STAFF_PHOTO_MAX_SIDE })).id;
}

export async function addStaff(
  db: Db,
  clinicId: number,
  body: { name: string; title: string | null; specialties: string[]; bio: string | null; photo?: string | null },
): Promise<StaffMember> {
  const image_id = body.photo ? await storePhoto(db, body.photo) : null;
  const id = await repo.insertStaff(db, clinicId, { name: body.name, title: body.title, specialties: body.specialties, bio: body.bio, image_id });
  return findStaff(db, clinicId, id);
}

export async function updateStaff(
  db: Db,
  clinicId: number,
  id: number,
  body: { name?: string; title?: string | null; specialties?: string[]; bio?: string | null; photo?: string | null },
): Promise<StaffMember> {
  const current = await repo.findStaffImage(db, clinicId, id);
  if (!current) throw notFound(LISTING_MSG.staffNotFound);
  const { photo, specialties, ...rest } = body;
  const set: Record<string, unknown> = { ...rest };
  if (specialties !== undefined) set.specialties = JSON.stringify(specialties);
  if (photo !== undefined) set.image_id = photo === null ? null : await storePhoto(db, photo);
  await repo.updateStaff(db, clinicId, id, set);
  if (photo !== undefined && current.image_id !== null) await deleteImage(db, current.image_id);
  return findStaff(db, clinicId, id);
}

export async function removeStaff(db: Db, clinicId: number, id: number) {
  const current = await repo.findStaffImage(db, clinicId, id);
  if (!current || !(await repo.deleteStaff(db, clinicId, id))) throw notFound(LISTING_MSG.staffNotFound);
  if (current.image_id !== null) await deleteImage(db, current.image_id);
}

/** Sets the order of a clinic's staff; the list must name each member exactly once. */
export async function reorderStaff(db: Db, clinicId: number, ids: number[]): Promise<StaffMember[]> {
  const existing = await repo.staffIds(db, clinicId);
  const same = ids.length === existing.length && new Set(ids).size === ids.length && ids.every((id) => existing.includes(id));
  if (!same) throw badRequest(LISTING_MSG.staffOrder);
  await db.transaction().execute(async (trx) => {
    for (const [position, id] of ids.entries()) await repo.updateStaff(trx, clinicId, id, { position });
  });
  return listStaff(db, clinicId);
}
