import type { Insertable } from 'kysely';
import type { Message, MessageReply } from '@shared/contracts/messages';
import type { Db } from '../../db';
import { userSignature } from '../../db/rows/vet-profiles';
import type { MessageRepliesTable, MessagesTable } from '../../db/schema';

const columns = [
  'messages.id',
  'messages.clinic_id',
  'clinics.name as clinic_name',
  'messages.sender_id',
  'messages.sender_name',
  'messages.sender_email',
  'messages.sender_clinic',
  'messages.sender_phone',
  'messages.body',
  'messages.created_at',
  'messages.read_at',
] as const;

const base = (db: Db) => db.selectFrom('messages').innerJoin('clinics', 'clinics.id', 'messages.clinic_id').select(columns);
type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

type Thread = Pick<Message, 'replies' | 'unread_reply'>;
const NO_REPLIES: Thread = { replies: [], unread_reply: false };

const toMessage = (r: Row, direction: Message['direction'], thread: Thread = NO_REPLIES): Message => ({
  id: Number(r.id),
  direction,
  clinic: { id: Number(r.clinic_id), name: r.clinic_name },
  sender: {
    id: r.sender_id === null ? null : Number(r.sender_id),
    name: r.sender_name,
    email: r.sender_email,
    clinic_name: r.sender_clinic,
    phone: r.sender_phone,
  },
  body: r.body,
  created_at: r.created_at,
  read_at: r.read_at,
  ...thread,
});

/** The messages' threads in one statement: their replies, oldest first, and whether the vet has an answer unseen. */
async function withThreads(db: Db, rows: Row[], direction: Message['direction']): Promise<Message[]> {
  if (rows.length === 0) return [];
  const replies = await db
    .selectFrom('message_replies')
    .select(['id', 'message_id', 'author_party', 'author_name', 'body', 'created_at', 'read_at'])
    .where('message_id', 'in', rows.map((r) => Number(r.id)))
    .orderBy('id')
    .execute();
  const threads = new Map<number, Thread>();
  for (const r of replies) {
    const thread = threads.get(Number(r.message_id)) ?? { replies: [] as MessageReply[], unread_reply: false };
    thread.replies.push({ id: Number(r.id), from: r.author_party, author_name: r.author_name, body: r.body, created_at: r.created_at });
    if (r.author_party === 'clinic' && r.read_at === null) thread.unread_reply = true;
    threads.set(Number(r.message_id), thread);
  }
  return rows.map((r) => toMessage(r, direction, threads.get(Number(r.id))));
}

/** One message of the caller's, with its thread: the vet's own (`sent`), or one their clinic received. */
export async function findForParty(db: Db, id: number, party: { vet: number } | { clinic: number }): Promise<Message | undefined> {
  let q = base(db).where('messages.id', '=', id);
  q = 'vet' in party ? q.where('messages.sender_id', '=', party.vet) : q.where('messages.clinic_id', '=', party.clinic);
  const row = await q.executeTakeFirst();
  return row && (await withThreads(db, [row], 'vet' in party ? 'sent' : 'received'))[0];
}

/**
 * Adds a reply to a thread. A vet's reply makes the message unread for the clinic again (it shows as
 * New in its inbox); a clinic's reply is a reading of the message.
 */
export async function insertReply(db: Db, row: Insertable<MessageRepliesTable>): Promise<void> {
  await db.insertInto('message_replies').values(row).execute();
  const read = row.author_party === 'vet' ? null : row.created_at;
  let q = db.updateTable('messages').set({ read_at: read }).where('id', '=', row.message_id);
  if (read !== null) q = q.where('read_at', 'is', null);
  await q.execute();
}

/** Marks the clinic's answers to the vet's own messages seen: those listed, or all. */
export async function markRepliesRead(db: Db, vetId: number, ids: number[] | 'all', now: string) {
  let mine = db.selectFrom('messages').select('id').where('sender_id', '=', vetId);
  if (ids !== 'all') mine = mine.where('id', 'in', ids);
  await db.updateTable('message_replies').set({ read_at: now }).where('author_party', '=', 'clinic').where('read_at', 'is', null).where('message_id', 'in', mine).execute();
}

export async function insertMessage(db: Db, row: Insertable<MessagesTable>): Promise<Message> {
  const { id } = await db.insertInto('messages').values(row).returning('id').executeTakeFirstOrThrow();
  return toMessage((await base(db).where('messages.id', '=', Number(id)).executeTakeFirstOrThrow()), 'sent');
}

export async function listSent(db: Db, senderId: number, limit: number): Promise<Message[]> {
  const rows = await base(db).where('messages.sender_id', '=', senderId).orderBy('messages.created_at', 'desc').orderBy('messages.id', 'desc').limit(limit).execute();
  return withThreads(db, rows, 'sent');
}

export async function listReceived(db: Db, clinicId: number, limit: number): Promise<Message[]> {
  const rows = await base(db).where('messages.clinic_id', '=', clinicId).orderBy('messages.created_at', 'desc').orderBy('messages.id', 'desc').limit(limit).execute();
  return withThreads(db, rows, 'received');
}

export async function countUnread(db: Db, clinicId: number): Promise<number> {
  const r = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('clinic_id', '=', clinicId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Marks the clinic's unread messages read: those listed, or all. Other clinics' ids match nothing. */
export async function markRead(db: Db, clinicId: number, ids: number[] | 'all', now: string) {
  let q = db.updateTable('messages').set({ read_at: now }).where('clinic_id', '=', clinicId).where('read_at', 'is', null);
  if (ids !== 'all') q = q.where('id', 'in', ids);
  await q.execute();
}

/** How the sender signs: their name as everywhere (`userSignature`), and their profile's contact details, else their account's. */
export function findSenderSignature(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('vet_profiles', 'vet_profiles.user_id', 'users.id')
    .select(['users.username', 'users.language', userSignature.as('name'), 'vet_profiles.clinic_name', 'vet_profiles.phone', 'vet_profiles.contact_email'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** A user's chosen language, for the mail they are sent; undefined for an account gone or with no choice. */
export async function languageOf(db: Db, userId: number | null): Promise<'en-CA' | 'fr-CA' | undefined> {
  if (userId === null) return undefined;
  const r = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return r?.language ?? undefined;
}
