import { type ExpressionBuilder, sql } from 'kysely';
import { handOverPractice } from '../../db/rows/practice-members';
import type { ReferralStatus } from '@shared/referral-status';
import type { Database } from '../../db/schema';
import type { Db } from '../../db';
import { dialectOf } from '../../db/dialect';
import { deleteFile } from '../files';
import { ofParty } from '../referrals';

/**
 * Privacy SQL (issue 23): what the export reads about one user, what deleting the account erases or
 * unlinks, and what the retention purge removes. Every query names the user (or the referral) in its
 * WHERE; nothing here reads another user's account.
 */

/** Rows per page of a streamed list: bounds what one page holds in memory. */
export const EXPORT_PAGE = 100;

export async function findAccount(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('images', 'images.id', 'users.avatar_image_id')
    .select([
      'users.id',
      'users.username',
      'users.role',
      'users.display_name',
      'users.job_title',
      'users.practice_type',
      'users.language',
      'users.created_at',
      'users.avatar_image_id',
      'images.content_type as avatar_type',
      'images.bytes as avatar_bytes',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export const findVetProfile = (db: Db, userId: number) => db.selectFrom('vet_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** The clinic the user acts for: the one they own, else the one whose team they are on. */
export async function clinicOf(db: Db, userId: number): Promise<{ clinicId: number; role: 'owner' | 'member' } | undefined> {
  const owned = await db.selectFrom('clinics').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (owned) return { clinicId: Number(owned.id), role: 'owner' };
  const member = await db.selectFrom('clinic_members').select('clinic_id').where('user_id', '=', userId).executeTakeFirst();
  return member ? { clinicId: Number(member.clinic_id), role: 'member' } : undefined;
}

/** The owner's listing as it is stored, with its specialties, quotes, waits and staff. */
export async function listing(db: Db, clinicId: number) {
  const [clinic, specialties, pricings, waits, staff] = await Promise.all([
    db.selectFrom('clinics').selectAll().where('id', '=', clinicId).executeTakeFirstOrThrow(),
    db
      .selectFrom('clinic_specialties')
      .innerJoin('specialties', 'specialties.id', 'clinic_specialties.specialty_id')
      .select(['specialties.name', 'clinic_specialties.wait_time', 'clinic_specialties.accepting_emergency', 'clinic_specialties.notes', 'clinic_specialties.last_updated'])
      .where('clinic_specialties.clinic_id', '=', clinicId)
      .orderBy('specialties.name')
      .execute(),
    // Every stored column, so that a column added later is exported without editing this.
    db.selectFrom('pricings').selectAll().where('clinic_id', '=', clinicId).orderBy('id').execute(),
    db.selectFrom('procedure_waits').select(['id', 'specialty_id', 'procedure', 'wait_time', 'last_updated']).where('clinic_id', '=', clinicId).orderBy('id').execute(),
    db.selectFrom('staff_members').select(['id', 'name', 'title', 'specialties', 'bio', 'position']).where('clinic_id', '=', clinicId).orderBy('position').execute(),
  ]);
  const { search_key: _key, ...rest } = clinic;
  // The search key is derived, and the clinic id is the listing's own.
  const quotes = pricings.map(({ search_key: _k, clinic_id: _c, ...quote }) => quote);
  return { ...rest, specialties, pricings: quotes, procedure_waits: waits, staff: staff.map((s) => ({ ...s, specialties: JSON.parse(s.specialties) as string[] })) };
}

export const bookmarks = (db: Db, userId: number) =>
  db
    .selectFrom('bookmarks')
    .innerJoin('clinics', 'clinics.id', 'bookmarks.clinic_id')
    .select(['bookmarks.clinic_id', 'clinics.name as clinic_name', 'bookmarks.created_at'])
    .where('bookmarks.user_id', '=', userId)
    .orderBy('bookmarks.created_at')
    .execute();

export const notificationPrefs = (db: Db, userId: number) =>
  db.selectFrom('notification_prefs').select(['event', 'email']).where('user_id', '=', userId).orderBy('event').execute();

/** Messages the user sent to clinics, a page at a time (keyset on id). */
/** A page of the messages the user sent, each with its thread's answers (issue 59), both sides. */
export async function messagesPage(db: Db, userId: number, afterId: number) {
  const messages = await db.selectFrom('messages').selectAll().where('sender_id', '=', userId).where('id', '>', afterId).orderBy('id').limit(EXPORT_PAGE).execute();
  const ids = messages.map((m) => Number(m.id));
  const replies = ids.length === 0 ? [] : await db.selectFrom('message_replies').select(['message_id', 'author_party', 'author_name', 'body', 'created_at']).where('message_id', 'in', ids).orderBy('id').execute();
  return messages.map((m) => ({ ...m, replies: replies.filter((r) => Number(r.message_id) === Number(m.id)) }));
}

export const notificationsPage = (db: Db, userId: number, afterId: number) =>
  db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('id', '>', afterId).orderBy('id').limit(EXPORT_PAGE).execute();

/** Audit entries about the user: those they made, and those naming their account. */
export const auditPage = (db: Db, userId: number, username: string, afterId: number) =>
  db
    .selectFrom('audit_log')
    .select(['id', 'action', 'target', 'ip', 'detail', 'created_at', 'actor_user_id'])
    .where((eb) => eb.or([eb('actor_user_id', '=', userId), eb('target', '=', username)]))
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(EXPORT_PAGE)
    .execute();

/** Which referrals are the user's: those they sent (vet), or those their clinic received (never a draft). */
export type ReferralScope = { party: 'vet'; userId: number } | { party: 'clinic'; clinicId: number };

/** One page of the user's referrals with, for the whole page at once, their timelines, conversations and files. */
export async function referralsPage(db: Db, scope: ReferralScope, afterId: number) {
  let q = db
    .selectFrom('referrals')
    .innerJoin('clinics', 'clinics.id', 'referrals.clinic_id')
    .leftJoin('specialties', 'specialties.id', 'referrals.specialty_id')
    .selectAll('referrals')
    .select(['clinics.name as clinic_name', 'specialties.name as specialty_name'])
    .where('referrals.id', '>', afterId);
  q = q.where(ofParty(scope.party === 'vet' ? scope : { party: 'clinic', clinic: scope.clinicId }));
  const rows = await q.orderBy('referrals.id').limit(EXPORT_PAGE).execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const [events, assignments, messages, files] = await Promise.all([
    db.selectFrom('referral_events').selectAll().where('referral_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('referral_assignments').selectAll().where('referral_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('referral_messages').selectAll().where('referral_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('referral_attachments')
      .innerJoin('files', 'files.id', 'referral_attachments.file_id')
      .select([
        'referral_attachments.id',
        'referral_attachments.referral_id',
        'referral_attachments.kind',
        'referral_attachments.filename',
        'referral_attachments.description',
        'referral_attachments.uploaded_by',
        'referral_attachments.uploaded_by_name',
        'referral_attachments.created_at',
        'referral_attachments.message_id',
        'files.content_type',
        'files.size',
        'files.sha256',
      ])
      .where('referral_attachments.referral_id', 'in', ids)
      .orderBy('referral_attachments.id')
      .execute(),
  ]);
  const of = <T extends { referral_id: number }>(list: T[], id: number) => list.filter((x) => Number(x.referral_id) === id);
  return rows.map((r) => ({ row: r, events: of(events, Number(r.id)), assignments: of(assignments, Number(r.id)), messages: of(messages, Number(r.id)), files: of(files, Number(r.id)) }));
}

// ---- account deletion ----

export const passwordHashOf = async (db: Db, userId: number) =>
  (await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst())?.password_hash;

export async function ownsClinic(db: Db, userId: number): Promise<boolean> {
  return (await db.selectFrom('clinics').select('id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

/**
 * How many admins there are, with their rows locked on PostgreSQL: two admins deleting themselves at
 * once cannot both see the other still there. (SQLite runs one write transaction at a time.)
 */
export async function lockAdmins(db: Db): Promise<number> {
  let q = db.selectFrom('users').select('id').where('role', '=', 'admin');
  if (dialectOf(db) === 'postgres') q = q.forUpdate();
  return (await q.execute()).length;
}

/** Deletes referrals and the files no other referral still uses (a redirect shares its files). */
export async function deleteReferrals(trx: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const fileIds = (await trx.selectFrom('referral_attachments').select('file_id').where('referral_id', 'in', ids).execute()).map((f) => Number(f.file_id));
  await trx.deleteFrom('referrals').where('id', 'in', ids).execute();
  let deleted = 0;
  for (const fileId of new Set(fileIds)) {
    const used = await trx.selectFrom('referral_attachments').select('id').where('file_id', '=', fileId).executeTakeFirst();
    if (!used) {
      await deleteFile(trx, fileId);
      deleted++;
    }
  }
  return deleted;
}

/**
 * Erases the account and unlinks it from what others keep (docs/decisions/101). Referrals, their
 * timelines, conversations and files are the other party's clinical record: they keep the name written
 * into them and lose the link to the account. Drafts were never sent to anyone and go. The audit log
 * keeps its entries without the actor, and names the account by `pseudonym` instead of its e-mail.
 * Runs in the caller's transaction.
 */
export async function eraseUser(trx: Db, user: { id: number; username: string }, pseudonym: string): Promise<void> {
  // A practice outlives its owner's account (issue 59): its longest-standing member takes it over.
  await handOverPractice(trx, user.id);
  const id = user.id;
  const drafts = await trx.selectFrom('referrals').select('id').where('vet_id', '=', id).where('status', '=', 'draft').execute();
  await deleteReferrals(
    trx,
    drafts.map((d) => Number(d.id)),
  );

  // Links cut from the records the other party keeps; each keeps the name written at the time.
  await trx.updateTable('referrals').set({ vet_id: null }).where('vet_id', '=', id).execute();
  await trx.updateTable('referrals').set({ consent_by: null }).where('consent_by', '=', id).execute();
  await trx.updateTable('referral_events').set({ actor_id: null }).where('actor_id', '=', id).execute();
  await trx.updateTable('referral_messages').set({ author_id: null }).where('author_id', '=', id).execute();
  await trx.updateTable('referral_attachments').set({ uploaded_by: null }).where('uploaded_by', '=', id).execute();
  await trx.updateTable('messages').set({ sender_id: null }).where('sender_id', '=', id).execute();
  await trx.updateTable('clinic_members').set({ invited_by: null }).where('invited_by', '=', id).execute();
  await trx.updateTable('invitations').set({ invited_by: null }).where('invited_by', '=', id).execute();
  await trx.updateTable('audit_log').set({ actor_user_id: null }).where('actor_user_id', '=', id).execute();
  await trx.updateTable('audit_log').set({ target: pseudonym }).where('target', '=', user.username).execute();

  // What is only about the user goes.
  for (const table of ['sessions', 'bookmarks', 'notification_prefs', 'notifications', 'referral_reads', 'password_resets', 'clinic_members', 'vet_profiles'] as const) {
    await trx.deleteFrom(table).where('user_id', '=', id).execute();
  }
  await trx.deleteFrom('invitations').where('email', '=', user.username).execute();
  await trx.deleteFrom('outbox').where('to_address', '=', user.username).execute();
  // Rate-limit counters named after the account (by id or by e-mail: `<kind>-user:<id|email>`).
  await trx
    .deleteFrom('rate_limits')
    .where((eb) => eb.or([eb('bucket', 'like', `%-user:${id}`), eb('bucket', 'like', sql<string>`${'%-user:'} || ${user.username}`)]))
    .execute();

  const avatar = await trx.selectFrom('users').select('avatar_image_id').where('id', '=', id).executeTakeFirst();
  await trx.deleteFrom('users').where('id', '=', id).execute();
  if (avatar?.avatar_image_id != null) await trx.deleteFrom('images').where('id', '=', avatar.avatar_image_id).execute();
}

// ---- retention ----

/**
 * Closed referrals whose closing (the timeline row that moved them to their closed status) is older
 * than `cutoff`, oldest first, a batch at a time.
 */
export async function expiredReferrals(db: Db, closed: readonly ReferralStatus[], cutoff: string, limit: number) {
  const closedAt = (eb: ExpressionBuilder<Database, 'referrals'>) =>
    eb
      .selectFrom('referral_events')
      .select((e) => e.fn.max('referral_events.at').as('at'))
      .whereRef('referral_events.referral_id', '=', 'referrals.id')
      .whereRef('referral_events.to_status', '=', 'referrals.status');
  return db
    .selectFrom('referrals')
    .select((eb) => ['referrals.id', 'referrals.status', closedAt(eb).as('closed_at')])
    .where('referrals.status', 'in', closed)
    .where((eb) => eb(closedAt(eb), '<', cutoff))
    .orderBy('referrals.id')
    .limit(limit)
    .execute();
}
