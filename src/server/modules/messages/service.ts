import { MESSAGE_LIMIT, MESSAGE_WINDOW_MS } from '@shared/constants';
import type { CurrentUser } from '@shared/contracts/auth';
import type { MarkReadBody, Message, MessageList } from '@shared/contracts/messages';
import type { Db } from '../../db';
import type { Clock } from '../../clock';
import { appError } from '../../errors';
import { type Actor, record } from '../audit';
import { clinicIdOfUser } from '../../db/rows/clinic-members';
import * as hospitalsRepo from '../hospitals';
import { appLink, enqueueMail, mailQueued, type MailSettings } from '../mail';
import * as limits from '../rate-limit';
import * as repo from './repository';

/**
 * Messages from vets to clinics (issue 18, docs/decisions/081): stored, and mailed to the clinic's
 * contact address with Reply-To set to the vet, in the same transaction. A clinic's members read
 * them in the app; read markers are the clinic's. Each message is a thread both sides answer in the
 * app (decision 155), each answer mailed to the other side.
 */
export interface MessageContext {
  db: Db;
  clock: Clock;
  mail: MailSettings;
  actor: Actor;
}

const LIST_LIMIT = 200;

export async function sendMessage(ctx: MessageContext, vet: CurrentUser, clinicId: number, body: string): Promise<Message> {
  // Vets write to verified listings only, as they find them (issue 21).
  const clinic = await hospitalsRepo.findListedClinic(ctx.db, clinicId);
  if (!clinic) throw appError('CLINIC_NOT_FOUND');
  if (!clinic.contact_email) throw appError('CLINIC_NO_CONTACT');
  await limits.consume(ctx.db, { bucket: `messages-user:${vet.id}`, max: MESSAGE_LIMIT, windowMs: MESSAGE_WINDOW_MS, code: 'MESSAGE_RATE_LIMITED' }, ctx.clock.now().getTime());
  const s = await repo.findSenderSignature(ctx.db, vet.id);
  const sender = {
    name: s.name,
    email: s.contact_email ?? s.username,
    clinic: s.clinic_name,
    phone: s.phone,
  };
  const message = await ctx.db.transaction().execute(async (trx) => {
    const stored = await repo.insertMessage(trx, {
      clinic_id: clinicId,
      sender_id: vet.id,
      sender_name: sender.name,
      sender_email: sender.email,
      sender_clinic: sender.clinic,
      sender_phone: sender.phone,
      body,
      created_at: ctx.clock.now().toISOString(),
      read_at: null,
    });
    await enqueueMail(trx, ctx.clock, ctx.mail, {
      kind: 'clinic_message',
      to: clinic.contact_email!,
      replyTo: sender.email,
      language: clinic.language === 'fr' ? 'fr-CA' : 'en-CA',
      data: {
        clinicName: clinic.name,
        senderName: sender.name,
        senderEmail: sender.email,
        senderClinic: sender.clinic,
        senderPhone: sender.phone,
        body,
        link: appLink(ctx.mail, '/dashboard/clinic?tab=messages'),
      },
    });
    // The text is the clinic's and the vet's; the log says only that a message went.
    await record(trx, ctx.actor, { action: 'message.send', target: `clinic:${clinicId}`, detail: { message: stored.id } });
    return stored;
  });
  mailQueued();
  return message;
}

/**
 * An answer in a message's thread (decision 155): by any member of the clinic it went to, or by the vet
 * who wrote it; anyone else gets the same 404. It is mailed to the other side in the same transaction:
 * to the vet's address, or to the clinic's contact address with Reply-To set to the vet.
 */
export async function replyToMessage(ctx: MessageContext, user: CurrentUser, id: number, body: string): Promise<Message> {
  const party = user.role === 'vet' ? { vet: user.id } : user.role === 'clinic' ? await clinicParty(ctx.db, user.id) : undefined;
  const found = party && (await repo.findForParty(ctx.db, id, party));
  if (!party || !found) throw appError('MESSAGE_NOT_FOUND');
  const clinic = await hospitalsRepo.findClinic(ctx.db, found.clinic.id);
  if (!clinic) throw appError('MESSAGE_NOT_FOUND');
  await limits.consume(ctx.db, { bucket: `messages-user:${user.id}`, max: MESSAGE_LIMIT, windowMs: MESSAGE_WINDOW_MS, code: 'MESSAGE_RATE_LIMITED' }, ctx.clock.now().getTime());
  const author = await repo.findSenderSignature(ctx.db, user.id);
  const from = 'vet' in party ? 'vet' : 'clinic';
  // The vet's answer goes to the clinic's contact address; without one the clinic still reads it in the app.
  const to = from === 'clinic' ? { email: found.sender.email, language: (await repo.languageOf(ctx.db, found.sender.id)) ?? 'en-CA' } : clinic.contact_email ? { email: clinic.contact_email, language: clinic.language === 'fr' ? 'fr-CA' : 'en-CA' } : null;
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertReply(trx, { message_id: id, author_id: user.id, author_party: from, author_name: author.name, body, created_at: ctx.clock.now().toISOString(), read_at: null });
    if (to) {
      await enqueueMail(trx, ctx.clock, ctx.mail, {
        kind: 'message_reply',
        to: to.email,
        ...(from === 'vet' ? { replyTo: found.sender.email } : {}),
        language: to.language as 'en-CA' | 'fr-CA',
        data: { from, authorName: author.name, clinicName: clinic.name, body, original: found.body.slice(0, 500), link: appLink(ctx.mail, from === 'clinic' ? '/messages' : '/dashboard/clinic?tab=messages') },
      });
    }
    await record(trx, ctx.actor, { action: 'message.reply', target: `clinic:${found.clinic.id}`, detail: { message: id } });
  });
  if (to) mailQueued();
  return (await repo.findForParty(ctx.db, id, party))!;
}

async function clinicParty(db: Db, userId: number): Promise<{ clinic: number } | undefined> {
  const clinicId = await clinicIdOfUser(db, userId);
  return clinicId === undefined ? undefined : { clinic: clinicId };
}

/** What the caller sent (a vet) or what their clinic received (a clinic member); newest first. */
export async function listMessages(db: Db, user: CurrentUser): Promise<MessageList> {
  if (user.role === 'vet') return { items: await repo.listSent(db, user.id, LIST_LIMIT), unread: 0 };
  const clinicId = await clinicIdOfUser(db, user.id);
  if (clinicId === undefined) return { items: [], unread: 0 };
  const [items, unread] = await Promise.all([repo.listReceived(db, clinicId, LIST_LIMIT), repo.countUnread(db, clinicId)]);
  return { items, unread };
}

export async function unreadCount(db: Db, user: CurrentUser): Promise<number> {
  if (user.role !== 'clinic') return 0;
  const clinicId = await clinicIdOfUser(db, user.id);
  return clinicId === undefined ? 0 : repo.countUnread(db, clinicId);
}

/** Marks messages read: a clinic's received ones, or (for a vet) the clinic's answers to their own. */
export async function markRead(ctx: Pick<MessageContext, 'db' | 'clock'>, user: CurrentUser, body: MarkReadBody): Promise<void> {
  if (user.role === 'vet') return repo.markRepliesRead(ctx.db, user.id, 'all' in body ? 'all' : body.ids.map(Number), ctx.clock.now().toISOString());
  if (user.role !== 'clinic') return;
  const clinicId = await clinicIdOfUser(ctx.db, user.id);
  if (clinicId === undefined) return;
  await repo.markRead(ctx.db, clinicId, 'all' in body ? 'all' : body.ids.map(Number), ctx.clock.now().toISOString());
}
