import { type Insertable, type Updateable, sql } from 'kysely';
import { ADMIN_CLINIC_LIST_LIMIT, type AdminAuditFilter, type AdminClinic, type AdminStats, type AuditEntry, type ClinicAccount } from '@shared/contracts/admin';
import type { ListingStatus } from '@shared/contracts/hospitals';
import type { Db } from '../../db';
import { clinicColumns, toClinic } from '../../db/rows/clinics';
import type { SpecialtiesTable } from '../../db/schema';
import { containsPattern, escapeLike, keyLike } from '../../db/search-key';
import { logoImageId } from '../clinic';

/** SQL of the admin dashboard. Listing rows (specialties, quotes) go through the clinic module. */

const count = async (db: Db, table: 'users' | 'clinics' | 'specialties') => {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export async function stats(db: Db): Promise<AdminStats> {
  const [userCount, clinicCount, specialtyCount] = await Promise.all([count(db, 'users'), count(db, 'clinics'), count(db, 'specialties')]);
  return { userCount, clinicCount, specialtyCount };
}

export const countSpecialties = (db: Db) => count(db, 'specialties');

/**
 * Hospitals with their owner's username, by name; `key` (already normalised) filters on search_key,
 * `status` on the listing's review (issue 21).
 */
export async function listClinics(db: Db, key?: string, status?: ListingStatus): Promise<AdminClinic[]> {
  let q = db
    .selectFrom('clinics')
    .leftJoin('users', 'users.id', 'clinics.user_id')
    .select([...clinicColumns, 'users.username as owner_username']);
  if (key) q = q.where(keyLike('clinics', key));
  if (status === 'verified') q = q.where('clinics.verified_at', 'is not', null);
  if (status === 'pending' || status === 'rejected') {
    q = q.where('clinics.verified_at', 'is', null).where('clinics.rejected_at', status === 'pending' ? 'is' : 'is not', null);
  }
  const rows = await q.orderBy('clinics.search_key').orderBy('clinics.id').limit(ADMIN_CLINIC_LIST_LIMIT).execute();
  return rows.map((r) => ({ ...toClinic(r), owner_username: r.owner_username ?? null }));
}

export async function findAdminClinic(db: Db, id: number): Promise<AdminClinic | undefined> {
  const row = await db
    .selectFrom('clinics')
    .leftJoin('users', 'users.id', 'clinics.user_id')
    .select([...clinicColumns, 'users.username as owner_username'])
    .where('clinics.id', '=', id)
    .executeTakeFirst();
  return row && { ...toClinic(row), owner_username: row.owner_username ?? null };
}

/**
 * Verifies a listing (clears a rejection); false when there is no such listing or it is verified
 * already, so a second click changes nothing and writes no audit entry.
 */
export async function markVerified(db: Db, clinicId: number, now: string): Promise<boolean> {
  const r = await db
    .updateTable('clinics')
    .set({ verified_at: now, rejected_at: null })
    .where('id', '=', clinicId)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Rejects a listing with the admin's note: it leaves search until verified; false when there is no such listing. */
export async function markRejected(db: Db, clinicId: number, note: string, now: string): Promise<boolean> {
  const r = await db.updateTable('clinics').set({ verified_at: null, rejected_at: now, review_note: note }).where('id', '=', clinicId).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Where a rejection is mailed: the owner's account (in their language), else the listing's contact address. */
export async function reviewRecipient(db: Db, clinicId: number) {
  return db
    .selectFrom('clinics')
    .leftJoin('users', 'users.id', 'clinics.user_id')
    .select(['clinics.name', 'clinics.language', 'clinics.contact_email', 'users.username as owner_email', 'users.language as owner_language'])
    .where('clinics.id', '=', clinicId)
    .executeTakeFirst();
}

/** Clinic-role accounts that own no listing and are on no clinic's team, by username. */
export async function listUnlistedClinicAccounts(db: Db): Promise<ClinicAccount[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('clinics', 'clinics.user_id', 'users.id')
    .leftJoin('clinic_members', 'clinic_members.user_id', 'users.id')
    .select(['users.id', 'users.username', 'users.display_name'])
    .where('users.role', '=', 'clinic')
    .where('clinics.id', 'is', null)
    .where('clinic_members.clinic_id', 'is', null)
    .orderBy('users.username')
    .limit(1000)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), username: r.username, display_name: r.display_name }));
}

/** The account's role and the listing it acts for (owned, or through a team), if any. */
export async function findUser(db: Db, id: number): Promise<{ role: string; listing: number | null } | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('clinics', 'clinics.user_id', 'users.id')
    .leftJoin('clinic_members', 'clinic_members.user_id', 'users.id')
    .select(['users.role', 'clinics.id as clinic_id', 'clinic_members.clinic_id as member_of'])
    .where('users.id', '=', id)
    .executeTakeFirst();
  const listing = row?.clinic_id ?? row?.member_of ?? null;
  return row && { role: row.role, listing: listing === null ? null : Number(listing) };
}

export async function findSpecialtyByName(db: Db, name: string): Promise<{ id: number } | undefined> {
  const row = await db
    .selectFrom('specialties')
    .select('id')
    .where(sql<boolean>`lower(${sql.ref('name')}) = ${name.toLowerCase()}`)
    .executeTakeFirst();
  return row && { id: Number(row.id) };
}

/** Inserts a catalogue entry built by `toSpecialtyRow`. */
export async function insertSpecialty(db: Db, row: Insertable<SpecialtiesTable>): Promise<number> {
  const inserted = await db.insertInto('specialties').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Applies a SET built by `toSpecialtyPatch`. */
export async function updateSpecialty(db: Db, id: number, set: Updateable<SpecialtiesTable>): Promise<boolean> {
  const r = await db.updateTable('specialties').set(set).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * Deletes a hospital and everything hanging off it, in the caller's transaction: waits, specialties,
 * quotes, bookmarks, staff, then the row itself, then the images only it used (logo, staff photos).
 * Explicit deletes rather than ON DELETE CASCADE alone, so images (which are SET NULL) go too.
 */
export async function deleteClinicCascade(trx: Db, clinicId: number): Promise<boolean> {
  const logo = await logoImageId(trx, clinicId);
  if (logo === undefined) return false;
  const photos = await trx.selectFrom('staff_members').select('image_id').where('clinic_id', '=', clinicId).where('image_id', 'is not', null).execute();
  await trx.deleteFrom('procedure_waits').where('clinic_id', '=', clinicId).execute();
  await trx.deleteFrom('clinic_specialties').where('clinic_id', '=', clinicId).execute();
  await trx.deleteFrom('pricings').where('clinic_id', '=', clinicId).execute();
  await trx.deleteFrom('bookmarks').where('clinic_id', '=', clinicId).execute();
  await trx.deleteFrom('staff_members').where('clinic_id', '=', clinicId).execute();
  await trx.deleteFrom('clinics').where('id', '=', clinicId).execute();
  const imageIds = [...(logo === null ? [] : [logo]), ...photos.map((p) => Number(p.image_id))];
  if (imageIds.length > 0) await trx.deleteFrom('images').where('id', 'in', imageIds).execute();
  return true;
}

/**
 * The latest audit entries first (created_at, then id, both descending), with the actor's username.
 * `action` (lower-cased) matches as a prefix of the action, `actor` (lower-cased) as a part of the
 * username; both are LIKE patterns with their wildcards escaped, and lower() on both sides keeps
 * SQLite (case-insensitive LIKE) and PostgreSQL (case-sensitive LIKE) answering alike. The detail
 * column is never read.
 */
export async function listAudit(db: Db, filter: AdminAuditFilter): Promise<AuditEntry[]> {
  let q = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_user_id')
    .select(['audit_log.id', 'audit_log.action', 'audit_log.target', 'audit_log.ip', 'audit_log.created_at', 'users.id as actor_id', 'users.username as actor_username']);
  if (filter.action) q = q.where(sql<boolean>`lower(${sql.ref('audit_log.action')}) like ${`${escapeLike(filter.action)}%`} escape '\\'`);
  if (filter.actor) q = q.where(sql<boolean>`lower(${sql.ref('users.username')}) like ${containsPattern(filter.actor)} escape '\\'`);
  const rows = await q.orderBy('audit_log.created_at', 'desc').orderBy('audit_log.id', 'desc').limit(filter.limit).execute();
  return rows.map((r) => ({
    id: Number(r.id),
    action: r.action,
    target: r.target,
    ip: r.ip,
    created_at: r.created_at,
    actor: r.actor_id === null || r.actor_username === null ? null : { id: Number(r.actor_id), username: r.actor_username },
  }));
}
