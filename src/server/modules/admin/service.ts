import { ADMIN_SPECIALTY_DEFAULTS } from '@shared/constants';
import {
  ADMIN_MSG,
  type AdminAuditFilter,
  type AdminClinic,
  type AdminClinicCreateBody,
  type AdminClinicPatchBody,
  type SpecialtyCreateBody,
  type SpecialtyPatchBody,
} from '@shared/contracts/admin';
import type { Specialty } from '@shared/contracts/catalogue';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import type { Pricing } from '@shared/contracts/hospitals';
import type { Db } from '../../db';
import { isUniqueViolation } from '../../db/dialect';
import { nowIso, searchKey } from '../../db/search-key';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { insertAudit } from '../auth/repository';
import { findSpecialty, listSpecialties } from '../catalogue/repository';
import * as clinicRepo from '../clinic/repository';
import * as listing from '../clinic/service';
import { deleteImage, storeImage } from '../images/service';
import * as repo from './repository';

/**
 * The admin dashboard's rules. A hospital's specialties and quotes go through the clinic module's
 * listing rules with the hospital id from the path, so admins and clinics keep listings alike.
 * Every write leaves an audit entry naming the admin, the action and its target.
 */

export interface AdminContext {
  db: Db;
  actorId: number;
  ip: string;
}

export const ADMIN_MESSAGES = {
  specialtyNotFound: 'Specialty not found.',
  specialtyDuplicate: 'A specialty with this name already exists.',
  ownerNotClinic: 'The owner must be an existing clinic account.',
  ownerTaken: 'This clinic account already has a listing.',
  logoMissing: 'Choose a logo image to upload (form field "logo").',
  logoNotMultipart: 'Send the logo as multipart/form-data with the field "logo".',
  logoTooLarge: 'The logo is larger than 5 MB. Choose a smaller image.',
  logoOneFile: 'Send one logo file only.',
} as const;

/** Logos are re-encoded to at most this many pixels on their longest side. */
export const LOGO_MAX_SIDE = 512;

const audit = (ctx: AdminContext, action: string, target: string, detail?: unknown) =>
  insertAudit(ctx.db, {
    actor_user_id: ctx.actorId,
    action,
    target,
    ip: ctx.ip,
    detail: detail === undefined ? null : JSON.stringify(detail),
    created_at: nowIso(),
  });

const clinicTarget = (id: number) => `clinic:${id}`;

export const stats = (db: Db) => repo.stats(db);

/** The audit log, newest first (sign-ins, registrations, password changes, admin writes). */
export const listAudit = (db: Db, filter: AdminAuditFilter) => repo.listAudit(db, filter);

// ---- specialty catalogue ----

export const listCatalogue = (db: Db) => listSpecialties(db, { activeOnly: false });

/** Names are unique regardless of case, so 'cardiology' cannot sit beside 'Cardiology'. */
async function ensureNameFree(db: Db, name: string, exceptId?: number) {
  const clash = await repo.findSpecialtyByName(db, name);
  if (clash && clash.id !== exceptId) throw conflict(ADMIN_MESSAGES.specialtyDuplicate);
}

const uniqueName = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ADMIN_MESSAGES.specialtyDuplicate);
    throw err;
  }
};

export async function createSpecialty(ctx: AdminContext, body: SpecialtyCreateBody): Promise<Specialty> {
  await ensureNameFree(ctx.db, body.name);
  const display_order = body.display_order ?? (await repo.countSpecialties(ctx.db)) + 1;
  const id = await uniqueName(() => repo.insertSpecialty(ctx.db, { name: body.name, display_order, is_active: body.is_active === false ? 0 : 1 }));
  await audit(ctx, 'admin.specialty.create', `specialty:${id}`, { name: body.name });
  return (await findSpecialty(ctx.db, id))!;
}

export async function updateSpecialty(ctx: AdminContext, id: number, patch: SpecialtyPatchBody): Promise<Specialty> {
  if (!(await findSpecialty(ctx.db, id))) throw notFound(ADMIN_MESSAGES.specialtyNotFound);
  if (patch.name !== undefined) await ensureNameFree(ctx.db, patch.name, id);
  const set: { name?: string; display_order?: number; is_active?: number } = {};
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.display_order !== undefined) set.display_order = patch.display_order;
  if (patch.is_active !== undefined) set.is_active = patch.is_active ? 1 : 0;
  if (!(await uniqueName(() => repo.updateSpecialty(ctx.db, id, set)))) throw notFound(ADMIN_MESSAGES.specialtyNotFound);
  await audit(ctx, 'admin.specialty.update', `specialty:${id}`, patch);
  return (await findSpecialty(ctx.db, id))!;
}

// ---- hospitals ----

export const listClinics = (db: Db, q?: string) => repo.listClinics(db, q ? searchKey(q) : undefined);
export const listClinicAccounts = (db: Db) => repo.listUnlistedClinicAccounts(db);

export async function getClinic(db: Db, id: number): Promise<AdminClinic> {
  const found = await repo.findAdminClinic(db, id);
  if (!found) throw notFound(listing.LISTING_MSG.hospitalNotFound);
  return found;
}

/**
 * An owner must be a clinic-role account (400) that owns no other listing (409). The unique owner
 * index settles two admins assigning the same account at once.
 */
async function checkOwner(db: Db, userId: number | null, clinicId?: number) {
  if (userId === null) return;
  const user = await repo.findUser(db, userId);
  if (!user || user.role !== 'clinic') throw badRequest(ADMIN_MESSAGES.ownerNotClinic);
  if (user.listing !== null && user.listing !== clinicId) throw conflict(ADMIN_MESSAGES.ownerTaken);
}

const ownerUnique = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ADMIN_MESSAGES.ownerTaken);
    throw err;
  }
};

export async function createClinic(ctx: AdminContext, body: AdminClinicCreateBody): Promise<AdminClinic> {
  const { user_id, ...fields } = body;
  await checkOwner(ctx.db, user_id);
  const id = await ownerUnique(() => clinicRepo.insertClinic(ctx.db, user_id, fields));
  await audit(ctx, 'admin.clinic.create', clinicTarget(id), { name: fields.name, user_id });
  return getClinic(ctx.db, id);
}

export async function updateClinic(ctx: AdminContext, id: number, patch: AdminClinicPatchBody): Promise<AdminClinic> {
  await listing.requireClinic(ctx.db, id);
  if (patch.user_id !== undefined) await checkOwner(ctx.db, patch.user_id, id);
  if (!(await ownerUnique(() => clinicRepo.updateClinic(ctx.db, id, patch)))) throw notFound(listing.LISTING_MSG.hospitalNotFound);
  await audit(ctx, 'admin.clinic.update', clinicTarget(id), { fields: Object.keys(patch) });
  return getClinic(ctx.db, id);
}

/** Removes a hospital with its specialties, quotes, waits, staff (and photos), bookmarks and logo in one transaction. */
export async function deleteClinic(ctx: AdminContext, id: number): Promise<void> {
  const name = (await listing.requireClinic(ctx.db, id)).name;
  const deleted = await ctx.db.transaction().execute((trx) => repo.deleteClinicCascade(trx, id));
  if (!deleted) throw notFound(listing.LISTING_MSG.hospitalNotFound);
  await audit(ctx, 'admin.clinic.delete', clinicTarget(id), { name });
}

/**
 * Stores a new logo (sharp decides it is PNG, JPEG or WebP; re-encoded without metadata, ≤ 512 px),
 * points the hospital at it and deletes the old one. The image is decoded before the transaction so
 * the database is not held while sharp works; if the hospital vanished meanwhile the new image goes.
 */
export async function uploadLogo(ctx: AdminContext, id: number, bytes: Buffer): Promise<AdminClinic> {
  await listing.requireClinic(ctx.db, id);
  const image = await storeImage(ctx.db, bytes, { maxSide: LOGO_MAX_SIDE });
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const old = await repo.logoImageId(trx, id);
      if (old === undefined) throw notFound(listing.LISTING_MSG.hospitalNotFound);
      await clinicRepo.updateClinic(trx, id, { logo_image_id: image.id });
      if (old !== null) await deleteImage(trx, old);
    });
  } catch (err) {
    await deleteImage(ctx.db, image.id);
    throw err;
  }
  await audit(ctx, 'admin.clinic.logo', clinicTarget(id), { image_id: image.id, width: image.width, height: image.height });
  return getClinic(ctx.db, id);
}

// ---- a hospital's specialties (clinic listing rules, hospital id from the path) ----

export async function listClinicSpecialties(db: Db, clinicId: number): Promise<ClinicSpecialty[]> {
  await listing.requireClinic(db, clinicId);
  return listing.listSpecialtiesOf(db, clinicId);
}

/** Omitted fields take SPEC §4's admin defaults: 2-4 weeks, not accepting emergencies, 'Added by admin'. */
export async function addClinicSpecialty(
  ctx: AdminContext,
  clinicId: number,
  body: { specialty_id: number; wait_time?: string; accepting_emergency?: boolean; notes?: string | null },
): Promise<ClinicSpecialty> {
  await listing.requireClinic(ctx.db, clinicId);
  const wait_time = body.wait_time ?? ADMIN_SPECIALTY_DEFAULTS.wait_time;
  checkWait(wait_time);
  const added = await listing.addSpecialty(ctx.db, clinicId, {
    specialty_id: body.specialty_id,
    wait_time,
    accepting_emergency: body.accepting_emergency ?? ADMIN_SPECIALTY_DEFAULTS.accepting_emergency,
    notes: body.notes === undefined ? ADMIN_SPECIALTY_DEFAULTS.notes : body.notes || null,
  });
  await audit(ctx, 'admin.clinic.specialty.add', clinicTarget(clinicId), { specialty_id: body.specialty_id });
  return added;
}

/** The contract already limits wait labels; this keeps the server's list the authority. */
function checkWait(wait: string | null | undefined) {
  if (wait !== null && wait !== undefined && !listing.ADMIN_ACCEPTED_WAITS.includes(wait)) throw badRequest(ADMIN_MSG.waitTime);
}

export async function updateClinicSpecialty(
  ctx: AdminContext,
  clinicId: number,
  specialtyId: number,
  patch: { wait_time?: string | null; notes?: string | null; accepting_emergency?: boolean },
): Promise<ClinicSpecialty> {
  await listing.requireClinic(ctx.db, clinicId);
  checkWait(patch.wait_time);
  const updated = await listing.updateSpecialty(ctx.db, clinicId, specialtyId, patch);
  await audit(ctx, 'admin.clinic.specialty.update', clinicTarget(clinicId), { specialty_id: specialtyId, fields: Object.keys(patch) });
  return updated;
}

export async function removeClinicSpecialty(ctx: AdminContext, clinicId: number, specialtyId: number): Promise<void> {
  await listing.requireClinic(ctx.db, clinicId);
  await listing.removeSpecialty(ctx.db, clinicId, specialtyId);
  await audit(ctx, 'admin.clinic.specialty.remove', clinicTarget(clinicId), { specialty_id: specialtyId });
}

// ---- a hospital's pricings ----

/** The path names the hospital; a body clinic_id naming another one is refused (docs/decisions/033). */
function checkBodyClinic(pathId: number, bodyId: number | undefined) {
  if (bodyId !== undefined && bodyId !== pathId) throw new AppError('BAD_REQUEST', 400, ADMIN_MSG.clinicIdMismatch);
}

export async function listClinicPricings(db: Db, clinicId: number): Promise<Pricing[]> {
  await listing.requireClinic(db, clinicId);
  return listing.listQuotes(db, clinicId);
}

export async function addClinicPricing(
  ctx: AdminContext,
  clinicId: number,
  body: { clinic_id?: number; procedure_name: string; price_range: string; description: string | null; specialty_id: number | null },
): Promise<Pricing> {
  const { clinic_id, ...quote } = body;
  checkBodyClinic(clinicId, clinic_id);
  await listing.requireClinic(ctx.db, clinicId);
  const added = await listing.addQuote(ctx.db, clinicId, quote);
  await audit(ctx, 'admin.clinic.pricing.add', clinicTarget(clinicId), { pricing_id: added.id });
  return added;
}

export async function updateClinicPricing(
  ctx: AdminContext,
  clinicId: number,
  pricingId: number,
  body: { clinic_id?: number; procedure_name?: string; price_range?: string; description?: string | null; specialty_id?: number | null },
): Promise<Pricing> {
  const { clinic_id, ...patch } = body;
  checkBodyClinic(clinicId, clinic_id);
  await listing.requireClinic(ctx.db, clinicId);
  const updated = await listing.updateQuote(ctx.db, clinicId, pricingId, patch);
  await audit(ctx, 'admin.clinic.pricing.update', clinicTarget(clinicId), { pricing_id: pricingId, fields: Object.keys(patch) });
  return updated;
}

export async function removeClinicPricing(ctx: AdminContext, clinicId: number, pricingId: number): Promise<void> {
  await listing.requireClinic(ctx.db, clinicId);
  await listing.removeQuote(ctx.db, clinicId, pricingId);
  await audit(ctx, 'admin.clinic.pricing.remove', clinicTarget(clinicId), { pricing_id: pricingId });
}
