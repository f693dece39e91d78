import type { z } from '@shared/zod';
import type { CurrentUser } from '@shared/contracts/auth';
import {
  NOTIFICATION_PAGE,
  type NotificationData,
  type NotificationEvent,
  type NotificationList,
  type NotificationSettings,
  type NotificationSettingsBody,
  type notificationsReadBody,
  eventsFor,
  notificationData,
} from '@shared/contracts/notifications';
import type { Db } from '../../db';
import type { Clock } from '../../clock';
import type { PendingWrite } from '../../db/gated-write';
import { AppError } from '../../errors';
import { appLink, mailInsert, type MailSettings } from '../mail';
import { membershipOfUser } from '../../db/rows/clinic-members';
import * as repo from './repository';

/**
 * Issue 20: every referral event reaches the other party. In the app always; by e-mail, through the
 * outbox, to each recipient who has not turned that event's mail off, in their language. A clinic's
 * mail goes to each member who wants it, or else (nobody does) to the clinic's contact address.
 * Called inside the transaction of the change that causes the event: a rolled-back change notifies
 * nobody, a committed one always has its notifications and mail (docs/decisions/088).
 */
export interface NotifyDeps {
  clock: Clock;
  mail: MailSettings;
}

export interface ReferralEventInput {
  referral: { id: number; clinic_id: number; vet_id: number | null };
  event: NotificationEvent;
  /** Which party hears about it, or one member of the clinic (the assignee of a referral, issue 59). */
  to: 'vet' | 'clinic' | { clinicMember: number };
  /** Who caused it (never notified of their own act); null for the scheduler. */
  actorId: number | null;
  data: NotificationData;
}

/**
 * The one way a referral event's side effects are written (status changes, messages, reminders): its
 * notification and mail inserts, not yet run. The recipients are read now; the caller writes the rows
 * in the transaction of its change (`gatedWrite`, or `runWrites` when nothing gates it).
 */
export async function referralEventWrites(db: Db, deps: NotifyDeps, input: ReferralEventInput): Promise<PendingWrite[]> {
  const { referral, event } = input;
  const now = deps.clock.now().toISOString();
  const all =
    input.to === 'vet'
      ? await repo.vetRecipients(db, referral, event)
      : input.to === 'clinic'
        ? await repo.clinicRecipients(db, referral.clinic_id, event)
        : await repo.clinicRecipients(db, referral.clinic_id, event, input.to.clinicMember);
  const recipients = all.filter((r) => r.userId !== input.actorId);
  const writes: PendingWrite[] = [];
  if (recipients.length > 0) {
    writes.push(repo.notificationsInsert(db, recipients.map((r) => ({ user_id: r.userId, referral_id: referral.id, event, data: JSON.stringify(input.data), created_at: now, read_at: null }))));
  }
  const link = appLink(deps.mail, `/referrals/${referral.id}`);
  const mailTo: { email: string; language: 'en-CA' | 'fr-CA' }[] = recipients.filter((r) => r.wantsMail);
  if (input.to === 'clinic' && mailTo.length === 0) {
    const contact = await repo.clinicContact(db, referral.clinic_id);
    if (contact?.contact_email) mailTo.push({ email: contact.contact_email, language: contact.language === 'fr' ? 'fr-CA' : 'en-CA' });
  }
  for (const m of mailTo) {
    writes.push(mailInsert(db, deps.clock, deps.mail, { kind: 'referral_event', to: m.email, language: m.language, data: { event, referralId: referral.id, link, ...input.data } }));
  }
  return writes;
}

const toNotification = (r: Awaited<ReturnType<typeof repo.listForUser>>[number]) => {
  let data: NotificationData = {};
  try {
    data = notificationData.parse(JSON.parse(r.data));
  } catch {
    // An unreadable payload still shows the notification and its link.
  }
  return { id: Number(r.id), event: r.event, referral_id: r.referral_id === null ? null : Number(r.referral_id), data, created_at: r.created_at, read_at: r.read_at };
};

export async function listNotifications(db: Db, user: CurrentUser, query: { before?: number; unread?: boolean }): Promise<NotificationList> {
  const rows = await repo.listForUser(db, user.id, { ...query, limit: NOTIFICATION_PAGE + 1 });
  const page = rows.slice(0, NOTIFICATION_PAGE);
  return {
    items: page.map(toNotification),
    unread: await repo.countUnread(db, user.id),
    next_before: rows.length > NOTIFICATION_PAGE ? Number(page[page.length - 1]!.id) : null,
  };
}

export const unreadCount = async (db: Db, user: CurrentUser) => ({ count: await repo.countUnread(db, user.id) });

export async function markRead(db: Db, clock: Clock, user: CurrentUser, body: z.output<typeof notificationsReadBody>): Promise<{ count: number }> {
  await repo.markRead(db, user.id, 'all' in body ? 'all' : body.ids, clock.now().toISOString());
  return unreadCount(db, user);
}

/** The events the user can receive: a vet's, or a clinic member's. Admins receive none. */
async function eventsOf(db: Db, user: CurrentUser): Promise<readonly NotificationEvent[]> {
  if (user.role === 'vet') return eventsFor('vet');
  if (user.role === 'clinic' && (await membershipOfUser(db, user.id))) return eventsFor('clinic');
  return [];
}

export async function getSettings(db: Db, user: CurrentUser): Promise<NotificationSettings> {
  const events = await eventsOf(db, user);
  const saved = new Map((await repo.prefsOf(db, user.id)).map((p) => [p.event, Number(p.email) === 1]));
  return { email: Object.fromEntries(events.map((e) => [e, saved.get(e) ?? true])) };
}

/** Changes only the events sent; an event the user cannot receive is refused. */
export async function updateSettings(db: Db, user: CurrentUser, body: NotificationSettingsBody): Promise<NotificationSettings> {
  const events = await eventsOf(db, user);
  const entries = Object.entries(body.email) as [NotificationEvent, boolean][];
  const foreign = entries.filter(([e]) => !events.includes(e)).map(([e]) => e);
  if (foreign.length > 0) throw new AppError('VALIDATION', `These events are not sent to you: ${foreign.join(', ')}.`);
  await db.transaction().execute(async (trx) => {
    for (const [event, email] of entries) await repo.setPref(trx, user.id, event, email);
  });
  return getSettings(db, user);
}
