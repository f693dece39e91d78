import { ADMIN_WAIT_TIMES, CLINIC_WAIT_TIMES } from '@shared/constants';
import type { z } from '@shared/zod';
import type {
  ClinicProfileBody,
  ClinicSpecialty,
  PricingBody,
  pricingPatch,
  procedureWaitBody,
  procedureWaitPatch,
  staffBody,
  staffPatch,
} from '@shared/contracts/clinic';
import type { WaitTimesConfirmed } from '@shared/contracts/wait-times';
import type { ReferralAssignees, ReferralTargets, ReferralTargetsBody } from '@shared/contracts/referrals';
import type { Clinic, Pricing, ProcedureWait, StaffMember } from '@shared/contracts/hospitals';
import type { Db } from '../../db';
import { isUniqueViolation } from '../../db/dialect';
import { type ClinicSpecialtyInput, type ClinicSpecialtyPatchInput, toClinicSpecialtyPatch, toClinicSpecialtyRow } from '../../db/rows/clinic-specialties';
import { toClinicPatch, toClinicRow } from '../../db/rows/clinics';
import { toPricingPatch, toPricingRow } from '../../db/rows/pricings';
import { toProcedureWaitPatch, toProcedureWaitRow } from '../../db/rows/procedure-waits';
import { toStaffPatch, toStaffRow } from '../../db/rows/staff-members';
import { appError } from '../../errors';
import { findSpecialty } from '../catalogue';
import * as hospitalsRepo from '../hospitals';
import { deleteImage, parseImageDataUrl, storeImage } from '../images';
import { type Actor, audited } from '../audit';
import * as repo from './repository';

/**
 * The rules for keeping a listing: used by the clinic's own routes (clinic id from the session) and
 * by the admin routes (clinic id from the path). Every function takes the clinic id it acts on.
 */

const STAFF_PHOTO_MAX_SIDE = 600;
/** Logos are re-encoded to at most this many pixels on their longest side. */
export const LOGO_MAX_SIDE = 512;

// Request bodies as the routes' contracts parse them (the contracts export no name for these).
type PricingPatch = z.output<typeof pricingPatch>;
type ProcedureWaitBody = z.output<typeof procedureWaitBody>;
type ProcedureWaitPatch = z.output<typeof procedureWaitPatch>;
type StaffBody = z.output<typeof staffBody>;
type StaffPatch = z.output<typeof staffPatch>;

/** The signed-in clinic's listing id; writes need one. */
export async function requireOwnClinicId(db: Db, userId: number): Promise<number> {
  const id = await repo.clinicIdOfUser(db, userId);
  if (id === undefined) throw appError('LISTING_REQUIRED');
  return id;
}

export const ownClinicId = (db: Db, userId: number) => repo.clinicIdOfUser(db, userId);
export const findOwnProfile = (db: Db, userId: number) => repo.findClinicOfUser(db, userId);

export async function requireClinic(db: Db, clinicId: number): Promise<Clinic> {
  const clinic = await hospitalsRepo.findClinic(db, clinicId);
  if (!clinic) throw appError('CLINIC_NOT_FOUND');
  return clinic;
}

/**
 * Saves the clinic's own listing, creating it on the first save. A new listing waits for an admin's
 * review; saving a rejected one asks for another review (rejected → pending, docs/decisions/098).
 */
export async function saveOwnProfile(db: Db, userId: number, body: ClinicProfileBody): Promise<Clinic> {
  const id = await repo.clinicIdOfUser(db, userId);
  if (id === undefined) {
    try {
      return requireClinic(db, await repo.insertClinic(db, toClinicRow({ ...body, user_id: userId, verified_at: null })));
    } catch (err) {
      // Two first saves at once: the unique owner index keeps one listing; the loser updates it.
      if (!isUniqueViolation(err)) throw err;
      return saveOwnProfile(db, userId, body);
    }
  }
  await repo.updateClinic(db, id, { ...toClinicPatch(body), rejected_at: null });
  return requireClinic(db, id);
}

async function checkSpecialtyRef(db: Db, specialtyId: number | null | undefined) {
  if (specialtyId === null || specialtyId === undefined) return;
  if (!(await findSpecialty(db, specialtyId))) throw appError('SPECIALTY_UNKNOWN');
}

// ---- pricings ----

export const listPricings = (db: Db, clinicId: number) => hospitalsRepo.listPricings(db, clinicId);

export async function addPricing(db: Db, clinicId: number, body: PricingBody): Promise<Pricing> {
  await checkSpecialtyRef(db, body.specialty_id);
  return repo.insertPricing(db, toPricingRow({ ...body, clinic_id: clinicId }));
}

export async function updatePricing(db: Db, clinicId: number, id: number, patch: PricingPatch): Promise<Pricing> {
  await checkSpecialtyRef(db, patch.specialty_id);
  const updated = await repo.updatePricing(db, clinicId, id, toPricingPatch(patch));
  if (!updated) throw appError('PRICING_NOT_FOUND');
  return updated;
}

export async function removePricing(db: Db, clinicId: number, id: number) {
  if (!(await repo.deletePricing(db, clinicId, id))) throw appError('PRICING_NOT_FOUND');
}

// ---- specialties ----

export const listSpecialtiesOf = (db: Db, clinicId: number) => repo.listClinicSpecialties(db, clinicId);

/** Adds an active catalogue specialty to a listing; listing it twice is a 409. */
export async function addSpecialty(
  db: Db,
  clinicId: number,
  row: Omit<ClinicSpecialtyInput, 'clinic_id' | 'last_updated'>,
): Promise<ClinicSpecialty> {
  const specialty = await findSpecialty(db, row.specialty_id);
  if (!specialty) throw appError('SPECIALTY_NOT_FOUND');
  if (!specialty.is_active) throw appError('SPECIALTY_INACTIVE');
  try {
    await repo.insertClinicSpecialty(db, toClinicSpecialtyRow({ ...row, clinic_id: clinicId }));
  } catch (err) {
    if (isUniqueViolation(err)) throw appError('SPECIALTY_ALREADY_LISTED');
    throw err;
  }
  return findListed(db, clinicId, row.specialty_id);
}

async function findListed(db: Db, clinicId: number, specialtyId: number): Promise<ClinicSpecialty> {
  const found = (await repo.listClinicSpecialties(db, clinicId)).find((s) => s.specialty_id === specialtyId);
  if (!found) throw appError('SPECIALTY_NOT_LISTED');
  return found;
}

/** Wait time and notes together, or the emergency flag; last_updated moves on every edit. */
export async function updateSpecialty(
  db: Db,
  clinicId: number,
  specialtyId: number,
  patch: ClinicSpecialtyPatchInput,
): Promise<ClinicSpecialty> {
  const set = toClinicSpecialtyPatch(patch);
  if (!(await repo.updateClinicSpecialty(db, clinicId, specialtyId, set))) throw appError('SPECIALTY_NOT_LISTED');
  return findListed(db, clinicId, specialtyId);
}

export async function removeSpecialty(db: Db, clinicId: number, specialtyId: number) {
  if (!(await repo.deleteClinicSpecialty(db, clinicId, specialtyId))) throw appError('SPECIALTY_NOT_LISTED');
}

/** Wait labels the admin may set: its own list plus the clinic list (a clinic may have set either). */
export const ADMIN_ACCEPTED_WAITS: readonly string[] = [...new Set<string>([...ADMIN_WAIT_TIMES, ...CLINIC_WAIT_TIMES])];

// ---- procedure waits ----

export const listWaits = (db: Db, clinicId: number) => hospitalsRepo.listProcedureWaits(db, clinicId);

export async function addWait(db: Db, clinicId: number, body: ProcedureWaitBody): Promise<ProcedureWait> {
  if (!(await repo.offersSpecialty(db, clinicId, body.specialty_id))) throw appError('SPECIALTY_NOT_OFFERED');
  const id = await repo.insertProcedureWait(db, toProcedureWaitRow({ ...body, clinic_id: clinicId }));
  return (await repo.findProcedureWait(db, clinicId, id))!;
}

export async function updateWait(db: Db, clinicId: number, id: number, patch: ProcedureWaitPatch): Promise<ProcedureWait> {
  if (patch.specialty_id !== undefined && !(await repo.offersSpecialty(db, clinicId, patch.specialty_id))) {
    throw appError('SPECIALTY_NOT_OFFERED');
  }
  if (!(await repo.updateProcedureWait(db, clinicId, id, toProcedureWaitPatch(patch)))) throw appError('PROCEDURE_WAIT_NOT_FOUND');
  return (await repo.findProcedureWait(db, clinicId, id))!;
}

export async function removeWait(db: Db, clinicId: number, id: number) {
  if (!(await repo.deleteProcedureWait(db, clinicId, id))) throw appError('PROCEDURE_WAIT_NOT_FOUND');
}

// ---- staff ----

export const listStaffOf = (db: Db, clinicId: number) => hospitalsRepo.listStaff(db, clinicId);

async function findStaff(db: Db, clinicId: number, id: number): Promise<StaffMember> {
  const member = (await hospitalsRepo.listStaff(db, clinicId)).find((m) => m.id === id);
  if (!member) throw appError('STAFF_NOT_FOUND');
  return member;
}

/** A photo data URL becomes a stored, re-encoded image; null removes the photo. */
async function storePhoto(db: Db, photo: string): Promise<number> {
  return (await storeImage(db, parseImageDataUrl(photo), { maxSide: STAFF_PHOTO_MAX_SIDE })).id;
}

export async function addStaff(db: Db, clinicId: number, body: StaffBody): Promise<StaffMember> {
  const image_id = body.photo ? await storePhoto(db, body.photo) : null;
  const { name, title, specialties, bio } = body;
  const id = await repo.insertStaff(db, toStaffRow({ clinic_id: clinicId, name, title, specialties, bio, image_id }));
  return findStaff(db, clinicId, id);
}

export async function updateStaff(db: Db, clinicId: number, id: number, body: StaffPatch): Promise<StaffMember> {
  const current = await repo.findStaffImage(db, clinicId, id);
  if (!current) throw appError('STAFF_NOT_FOUND');
  const { photo, ...fields } = body;
  const image = photo === undefined ? {} : { image_id: photo === null ? null : await storePhoto(db, photo) };
  await repo.updateStaff(db, clinicId, id, toStaffPatch({ ...fields, ...image }));
  if (photo !== undefined && current.image_id !== null) await deleteImage(db, current.image_id);
  return findStaff(db, clinicId, id);
}

export async function removeStaff(db: Db, clinicId: number, id: number) {
  const current = await repo.findStaffImage(db, clinicId, id);
  if (!current || !(await repo.deleteStaff(db, clinicId, id))) throw appError('STAFF_NOT_FOUND');
  if (current.image_id !== null) await deleteImage(db, current.image_id);
}

/** Sets the order of a clinic's staff; the list must name each member exactly once. */
export async function reorderStaff(db: Db, clinicId: number, ids: number[]): Promise<StaffMember[]> {
  const existing = await repo.staffIds(db, clinicId);
  const same = ids.length === existing.length && new Set(ids).size === ids.length && ids.every((id) => existing.includes(id));
  if (!same) throw appError('STAFF_ORDER_INVALID');
  await db.transaction().execute(async (trx) => {
    for (const [position, id] of ids.entries()) await repo.updateStaff(trx, clinicId, id, { position });
  });
  return hospitalsRepo.listStaff(db, clinicId);
}

// ---- logo (the admin's and the clinic's own routes, issue 21) ----

/**
 * Stores a new logo (sharp decides it is PNG, JPEG or WebP; re-encoded without metadata, at most
 * LOGO_MAX_SIDE px), or with null none, points the listing at it and deletes the old one, with the
 * audit entry `action`. The image is decoded before the transaction so the database is not held while
 * sharp works; if the listing vanished meanwhile the new image goes.
 */
export async function replaceLogo(db: Db, actor: Actor, clinicId: number, bytes: Buffer | null, action: string): Promise<void> {
  const image = bytes && (await storeImage(db, bytes, { maxSide: LOGO_MAX_SIDE }));
  try {
    await audited(
      db,
      actor,
      async (trx) => {
        const old = await repo.logoImageId(trx, clinicId);
        if (old === undefined) throw appError('CLINIC_NOT_FOUND');
        await repo.updateClinic(trx, clinicId, toClinicPatch({ logo_image_id: image ? image.id : null }));
        if (old !== null) await deleteImage(trx, old);
      },
      () => ({ action, target: `clinic:${clinicId}`, detail: image ? { image_id: image.id, width: image.width, height: image.height } : { removed: true } }),
    );
  } catch (err) {
    if (image) await deleteImage(db, image.id);
    throw err;
  }
}

// ---- wait times still current (issue 21) ----

/** Marks every wait entry of the listing current now, in one transaction with its audit entry. */
export async function confirmWaitTimes(db: Db, actor: Actor, clinicId: number, at: Date): Promise<WaitTimesConfirmed> {
  const confirmed_at = at.toISOString();
  const counts = await audited(
    db,
    actor,
    (trx) => repo.confirmWaitTimes(trx, clinicId, confirmed_at),
    (n) => ({ action: 'clinic.wait_times.confirm', target: `clinic:${clinicId}`, detail: n }),
  );
  return { confirmed_at, ...counts };
}

/** The hospital's referral targets, for anyone who acts for it (issue 59, docs/decisions/154). */
export async function referralTargets(db: Db, userId: number): Promise<ReferralTargets> {
  return repo.referralTargetsOf(db, await requireOwnClinicId(db, userId));
}

/** The owner changes the targets (members 403); only the targets sent change. */
export async function updateReferralTargets(db: Db, actor: Actor, userId: number, body: ReferralTargetsBody): Promise<ReferralTargets> {
  const membership = await repo.membershipOfUser(db, userId);
  if (!membership) throw appError('LISTING_REQUIRED');
  if (membership.role !== 'owner') throw appError('TARGETS_OWNER_ONLY');
  const set: Partial<ReferralTargets> = {};
  if (body.acknowledge_business_hours !== undefined) set.acknowledge_business_hours = body.acknowledge_business_hours;
  if (body.decide_business_days !== undefined) set.decide_business_days = body.decide_business_days;
  await audited(db, actor, (trx) => repo.updateReferralTargets(trx, membership.clinicId, set), () => ({ action: 'clinic.referral_targets', target: `clinic:${membership.clinicId}`, detail: set }));
  return repo.referralTargetsOf(db, membership.clinicId);
}

/** The people a referral may be assigned to: everyone who acts for the hospital, for any of them. */
export async function referralAssignees(db: Db, userId: number): Promise<ReferralAssignees> {
  return { items: await repo.assignablePeople(db, await requireOwnClinicId(db, userId)) };
}
