import type { z } from '@shared/zod';
import { ADMIN_SPECIALTY_DEFAULTS } from '@shared/constants';
import {
  type AdminAuditFilter,
  type AdminClinic,
  type AdminClinicCreateBody,
  type AdminClinicPatchBody,
  type SpecialtyCreateBody,
  type SpecialtyPatchBody,
  type adminClinicSpecialtyAdd,
  type adminClinicSpecialtyPatch,
  type adminPricingBody,
  type adminPricingPatch,
} from '@shared/contracts/admin';
import type { Specialty } from '@shared/contracts/catalogue';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import type { ListingStatus, Pricing } from '@shared/contracts/hospitals';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/dialect';
import { toClinicPatch, toClinicRow } from '../../db/rows/clinics';
import { toSpecialtyPatch, toSpecialtyRow } from '../../db/rows/specialties';
import { matchWords, nowIso } from '../../db/search-key';
import { appError } from '../../errors';
import { type AuditEntry } from '../audit';
import * as audit from '../audit';
import { findSpecialty, listSpecialties } from '../catalogue';
import * as clinicRepo from '../clinic';
import * as clinics from '../clinic';
import { appLink, enqueueMail, mailQueued, type MailSettings } from '../mail';
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

// Request bodies as the routes' contracts parse them (the contracts export no name for these).
type ClinicSpecialtyAddBody = z.output<typeof adminClinicSpecialtyAdd>;
type ClinicSpecialtyPatchBody = z.output<typeof adminClinicSpecialtyPatch>;
type PricingBody = z.output<typeof adminPricingBody>;
type PricingPatchBody = z.output<typeof adminPricingPatch>;

/** Runs an admin write and its audit entry in one transaction (the write gets the transaction). */
const audited = <T>(ctx: AdminContext, write: (trx: Db) => Promise<T>, entry: (result: T) => AuditEntry) =>
  audit.audited(ctx.db, ctx, write, entry);

const clinicTarget = (id: number) => `clinic:${id}`;

export const stats = (db: Db) => repo.stats(db);

/** The audit log, newest first (sign-ins, registrations, password changes, admin writes). */
export const listAudit = (db: Db, filter: AdminAuditFilter) => repo.listAudit(db, filter);

// ---- specialty catalogue ----

export const listCatalogue = (db: Db) => listSpecialties(db, { activeOnly: false });

/** Names are unique regardless of case, so 'cardiology' cannot sit beside 'Cardiology'. */
async function ensureNameFree(db: Db, name: string, exceptId?: number) {
  const clash = await repo.findSpecialtyByName(db, name);
  if (clash && clash.id !== exceptId) throw appError('SPECIALTY_NAME_TAKEN');
}

const uniqueName = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw appError('SPECIALTY_NAME_TAKEN');
    throw err;
  }
};

export async function createSpecialty(ctx: AdminContext, body: SpecialtyCreateBody): Promise<Specialty> {
  await ensureNameFree(ctx.db, body.name);
  const display_order = body.display_order ?? (await repo.countSpecialties(ctx.db)) + 1;
  const id = await audited(
    ctx,
    (trx) => uniqueName(() => repo.insertSpecialty(trx, toSpecialtyRow({ name: body.name, name_fr: body.name_fr ?? null, display_order, is_active: body.is_active !== false }))),
    (id) => ({ action: 'admin.specialty.create', target: `specialty:${id}`, detail: { name: body.name } }),
  );
  return (await findSpecialty(ctx.db, id))!;
}

export async function updateSpecialty(ctx: AdminContext, id: number, patch: SpecialtyPatchBody): Promise<Specialty> {
  if (!(await findSpecialty(ctx.db, id))) throw appError('SPECIALTY_NOT_FOUND');
  if (patch.name !== undefined) await ensureNameFree(ctx.db, patch.name, id);
  const set = toSpecialtyPatch(patch);
  await audited(
    ctx,
    async (trx) => {
      if (!(await uniqueName(() => repo.updateSpecialty(trx, id, set)))) throw appError('SPECIALTY_NOT_FOUND');
    },
    () => ({ action: 'admin.specialty.update', target: `specialty:${id}`, detail: patch }),
  );
  return (await findSpecialty(ctx.db, id))!;
}

// ---- hospitals ----

export const listClinics = (db: Db, q?: string, status?: ListingStatus) => repo.listClinics(db, q && matchWords(q) ? matchWords(q) : undefined, status);
export const listClinicAccounts = (db: Db) => repo.listUnlistedClinicAccounts(db);

export async function getClinic(db: Db, id: number): Promise<AdminClinic> {
  const found = await repo.findAdminClinic(db, id);
  if (!found) throw appError('CLINIC_NOT_FOUND');
  return found;
}

// ---- a listing's review (issue 21, docs/decisions/098) ----

/** What a review needs beyond the admin context: the time, and the mail settings for a rejection. */
export interface ReviewContext extends AdminContext {
  clock: Clock;
  mail: MailSettings;
}

/** Verifies a listing: vets find it from now on. Verifying a verified listing changes nothing. */
export async function verifyClinic(ctx: ReviewContext, id: number): Promise<AdminClinic> {
  await clinics.requireClinic(ctx.db, id);
  await ctx.db.transaction().execute(async (trx) => {
    if (await repo.markVerified(trx, id, ctx.clock.now().toISOString())) await audit.record(trx, ctx, { action: 'admin.clinic.verify', target: clinicTarget(id) });
  });
  return getClinic(ctx.db, id);
}

/**
 * Rejects a listing, pending or verified: it leaves search, bookmarks and its profile for vets, and
 * the clinic is mailed the note (its owner's account in their language, else the listing's contact
 * address in the listing's language) in the same transaction.
 */
export async function rejectClinic(ctx: ReviewContext, id: number, note: string): Promise<AdminClinic> {
  await audited(
    ctx,
    async (trx) => {
      if (!(await repo.markRejected(trx, id, note, ctx.clock.now().toISOString()))) throw appError('CLINIC_NOT_FOUND');
      const to = await repo.reviewRecipient(trx, id);
      const address = to?.owner_email ?? to?.contact_email;
      if (!to || !address) return;
      const language = to.owner_email ? (to.owner_language ?? languageOf(to.language)) : languageOf(to.language);
      await enqueueMail(trx, ctx.clock, ctx.mail, {
        kind: 'listing_rejected',
        to: address,
        language,
        data: { clinicName: to.name, note, link: appLink(ctx.mail, '/dashboard/clinic') },
      });
    },
    () => ({ action: 'admin.clinic.reject', target: clinicTarget(id), detail: { note } }),
  );
  mailQueued();
  return getClinic(ctx.db, id);
}

const languageOf = (listing: 'en' | 'fr' | null) => (listing === 'fr' ? 'fr-CA' : 'en-CA');

/**
 * An owner must be a clinic-role account (400) that owns no other listing (409). The unique owner
 * index settles two admins assigning the same account at once.
 */
async function checkOwner(db: Db, userId: number | null, clinicId?: number) {
  if (userId === null) return;
  const user = await repo.findUser(db, userId);
  if (!user || user.role !== 'clinic') throw appError('OWNER_NOT_CLINIC');
  if (user.listing !== null && user.listing !== clinicId) throw appError('OWNER_TAKEN');
}

const ownerUnique = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw appError('OWNER_TAKEN');
    throw err;
  }
};

export async function createClinic(ctx: AdminContext, body: AdminClinicCreateBody): Promise<AdminClinic> {
  const { user_id, ...fields } = body;
  await checkOwner(ctx.db, user_id);
  const id = await audited(
    ctx,
    (trx) => ownerUnique(() => clinicRepo.insertClinic(trx, toClinicRow({ ...fields, user_id, verified_at: nowIso() }))),
    (id) => ({ action: 'admin.clinic.create', target: clinicTarget(id), detail: { name: fields.name, user_id } }),
  );
  return getClinic(ctx.db, id);
}

export async function updateClinic(ctx: AdminContext, id: number, patch: AdminClinicPatchBody): Promise<AdminClinic> {
  await clinics.requireClinic(ctx.db, id);
  if (patch.user_id !== undefined) await checkOwner(ctx.db, patch.user_id, id);
  await audited(
    ctx,
    async (trx) => {
      if (!(await ownerUnique(() => clinicRepo.updateClinic(trx, id, toClinicPatch(patch))))) throw appError('CLINIC_NOT_FOUND');
    },
    () => ({ action: 'admin.clinic.update', target: clinicTarget(id), detail: { fields: Object.keys(patch) } }),
  );
  return getClinic(ctx.db, id);
}

/** Removes a hospital with its specialties, quotes, waits, staff (and photos), bookmarks and logo in one transaction. */
export async function deleteClinic(ctx: AdminContext, id: number): Promise<void> {
  const name = (await clinics.requireClinic(ctx.db, id)).name;
  await audited(
    ctx,
    async (trx) => {
      try {
        if (!(await repo.deleteClinicCascade(trx, id))) throw appError('CLINIC_NOT_FOUND');
      } catch (err) {
        // Referrals are clinical records kept by both parties: their foreign key stops the delete.
        if (isForeignKeyViolation(err)) throw appError('CLINIC_HAS_REFERRALS');
        throw err;
      }
    },
    () => ({ action: 'admin.clinic.delete', target: clinicTarget(id), detail: { name } }),
  );
}

/** Stores a new logo for a hospital (docs: clinics.replaceLogo) and answers the hospital as admins see it. */
export async function uploadLogo(ctx: AdminContext, id: number, bytes: Buffer): Promise<AdminClinic> {
  await clinics.requireClinic(ctx.db, id);
  await clinics.replaceLogo(ctx.db, ctx, id, bytes, 'admin.clinic.logo');
  return getClinic(ctx.db, id);
}

// ---- a hospital's specialties (clinic listing rules, hospital id from the path) ----

export async function listClinicSpecialties(db: Db, clinicId: number): Promise<ClinicSpecialty[]> {
  await clinics.requireClinic(db, clinicId);
  return clinics.listSpecialtiesOf(db, clinicId);
}

/** Omitted fields take SPEC §4's admin defaults: 2-4 weeks, not accepting emergencies, 'Added by admin'. */
export async function addClinicSpecialty(
  ctx: AdminContext,
  clinicId: number,
  body: ClinicSpecialtyAddBody,
): Promise<ClinicSpecialty> {
  await clinics.requireClinic(ctx.db, clinicId);
  const wait_time = body.wait_time ?? ADMIN_SPECIALTY_DEFAULTS.wait_time;
  checkWait(wait_time);
  return audited(
    ctx,
    (trx) =>
      clinics.addSpecialty(trx, clinicId, {
        specialty_id: body.specialty_id,
        wait_time,
        accepting_emergency: body.accepting_emergency ?? ADMIN_SPECIALTY_DEFAULTS.accepting_emergency,
        notes: body.notes === undefined ? ADMIN_SPECIALTY_DEFAULTS.notes : body.notes || null,
      }),
    () => ({ action: 'admin.clinic.specialty.add', target: clinicTarget(clinicId), detail: { specialty_id: body.specialty_id } }),
  );
}

/** The contract already limits wait labels; this keeps the server's list the authority. */
function checkWait(wait: string | null | undefined) {
  if (wait !== null && wait !== undefined && !clinics.ADMIN_ACCEPTED_WAITS.includes(wait)) throw appError('WAIT_TIME_INVALID');
}

export async function updateClinicSpecialty(
  ctx: AdminContext,
  clinicId: number,
  specialtyId: number,
  patch: ClinicSpecialtyPatchBody,
): Promise<ClinicSpecialty> {
  await clinics.requireClinic(ctx.db, clinicId);
  checkWait(patch.wait_time);
  return audited(
    ctx,
    (trx) => clinics.updateSpecialty(trx, clinicId, specialtyId, patch),
    () => ({ action: 'admin.clinic.specialty.update', target: clinicTarget(clinicId), detail: { specialty_id: specialtyId, fields: Object.keys(patch) } }),
  );
}

export async function removeClinicSpecialty(ctx: AdminContext, clinicId: number, specialtyId: number): Promise<void> {
  await clinics.requireClinic(ctx.db, clinicId);
  await audited(
    ctx,
    (trx) => clinics.removeSpecialty(trx, clinicId, specialtyId),
    () => ({ action: 'admin.clinic.specialty.remove', target: clinicTarget(clinicId), detail: { specialty_id: specialtyId } }),
  );
}

// ---- a hospital's pricings ----

/** The path names the hospital; a body clinic_id naming another one is refused (docs/decisions/033). */
function checkBodyClinic(pathId: number, bodyId: number | undefined) {
  if (bodyId !== undefined && bodyId !== pathId) throw appError('CLINIC_ID_MISMATCH');
}

export async function listClinicPricings(db: Db, clinicId: number): Promise<Pricing[]> {
  await clinics.requireClinic(db, clinicId);
  return clinics.listPricings(db, clinicId);
}

export async function addClinicPricing(
  ctx: AdminContext,
  clinicId: number,
  body: PricingBody,
): Promise<Pricing> {
  const { clinic_id, ...pricing } = body;
  checkBodyClinic(clinicId, clinic_id);
  await clinics.requireClinic(ctx.db, clinicId);
  return audited(
    ctx,
    (trx) => clinics.addPricing(trx, clinicId, pricing),
    (added) => ({ action: 'admin.clinic.pricing.add', target: clinicTarget(clinicId), detail: { pricing_id: added.id } }),
  );
}

export async function updateClinicPricing(
  ctx: AdminContext,
  clinicId: number,
  pricingId: number,
  body: PricingPatchBody,
): Promise<Pricing> {
  const { clinic_id, ...patch } = body;
  checkBodyClinic(clinicId, clinic_id);
  await clinics.requireClinic(ctx.db, clinicId);
  return audited(
    ctx,
    (trx) => clinics.updatePricing(trx, clinicId, pricingId, patch),
    () => ({ action: 'admin.clinic.pricing.update', target: clinicTarget(clinicId), detail: { pricing_id: pricingId, fields: Object.keys(patch) } }),
  );
}

export async function removeClinicPricing(ctx: AdminContext, clinicId: number, pricingId: number): Promise<void> {
  await clinics.requireClinic(ctx.db, clinicId);
  await audited(
    ctx,
    (trx) => clinics.removePricing(trx, clinicId, pricingId),
    () => ({ action: 'admin.clinic.pricing.remove', target: clinicTarget(clinicId), detail: { pricing_id: pricingId } }),
  );
}
