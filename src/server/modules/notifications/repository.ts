import type { Insertable } from 'kysely';
import type { NotificationEvent } from '@shared/contracts/notifications';
import type { Db } from '../../db';
import type { NotificationsTable } from '../../db/schema';
import { actsForClinic } from '../../db/rows/clinic-members';

/** Who receives a notification: a user with the language and address their mail goes to. */
export interface Recipient {
  userId: number;
  email: string;
  language: 'en-CA' | 'fr-CA';
  /** Whether they want this event by e-mail (no row: yes). */
  wantsMail: boolean;
}

const recipientColumns = (db: Db, event: NotificationEvent) =>
  db
    .selectFrom('users')
    .leftJoin('notification_prefs as p', (j) => j.onRef('p.user_id', '=', 'users.id').on('p.event', '=', event))
    .select(['users.id', 'users.username', 'users.language', 'p.email as pref']);

const toRecipient = (r: { id: number; username: string; language: 'en-CA' | 'fr-CA' | null; pref: number | null }): Recipient => ({
  userId: Number(r.id),
  email: r.username,
  language: r.language ?? 'en-CA',
  wantsMail: r.pref === null || Number(r.pref) === 1,
});

/**
 * The referring side: the vet who sent it and every member of the practice it was sent from (issue 59);
 * none once their accounts are gone.
 */
export async function vetRecipients(db: Db, referral: { id: number; vet_id: number | null }, event: NotificationEvent): Promise<Recipient[]> {
  const rows = await recipientColumns(db, event)
    .where((eb) =>
      eb.or([
        ...(referral.vet_id === null ? [] : [eb('users.id', '=', referral.vet_id)]),
        eb('users.id', 'in', eb.selectFrom('practice_members').select('practice_members.user_id').where('practice_members.practice_id', '=', eb.selectFrom('referrals').select('referrals.practice_id').where('referrals.id', '=', referral.id))),
      ]),
    )
    .orderBy('users.id')
    .execute();
  return rows.map(toRecipient);
}

/** Everyone who acts for the clinic (its owner and its members), or only `onlyUser` if they do. */
export async function clinicRecipients(db: Db, clinicId: number, event: NotificationEvent, onlyUser?: number): Promise<Recipient[]> {
  let q = recipientColumns(db, event).where(actsForClinic(clinicId));
  if (onlyUser !== undefined) q = q.where('users.id', '=', onlyUser);
  return (await q.orderBy('users.id').execute()).map(toRecipient);
}

export async function clinicContact(db: Db, clinicId: number) {
  return db.selectFrom('clinics').select(['clinics.name', 'clinics.contact_email', 'clinics.language']).where('clinics.id', '=', clinicId).executeTakeFirst();
}

/** The rows' insert, not yet run (at least one row). */
export const notificationsInsert = (db: Db, rows: Insertable<NotificationsTable>[]) => db.insertInto('notifications').values(rows);

export async function listForUser(db: Db, userId: number, opts: { before?: number; unread?: boolean; limit: number }) {
  let q = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (opts.before !== undefined) q = q.where('id', '<', opts.before);
  if (opts.unread) q = q.where('read_at', 'is', null);
  return q.orderBy('id', 'desc').limit(opts.limit).execute();
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const r = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Marks the user's own notifications read; ids of other users' notifications change nothing. */
export async function markRead(db: Db, userId: number, ids: number[] | 'all', now: string) {
  let q = db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids !== 'all') q = q.where('id', 'in', ids);
  await q.execute();
}

export async function prefsOf(db: Db, userId: number) {
  return db.selectFrom('notification_prefs').select(['event', 'email']).where('user_id', '=', userId).execute();
}

export async function setPref(trx: Db, userId: number, event: NotificationEvent, email: boolean) {
  await trx
    .insertInto('notification_prefs')
    .values({ user_id: userId, event, email: email ? 1 : 0 })
    .onConflict((oc) => oc.columns(['user_id', 'event']).doUpdateSet({ email: email ? 1 : 0 }))
    .execute();
}

/**
 * Deletes a user's notifications about one clinic's referrals: a member removed from its team keeps
 * no patient names, reasons or notes of its referrals (issue 56), in the bell or in their export.
 */
export async function deleteClinicNotificationsOf(db: Db, userId: number, clinicId: number): Promise<void> {
  await db
    .deleteFrom('notifications')
    .where('user_id', '=', userId)
    .where('referral_id', 'in', (eb) => eb.selectFrom('referrals').select('referrals.id').where('referrals.clinic_id', '=', clinicId))
    .execute();
}
