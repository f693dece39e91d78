import type { Insertable } from 'kysely';
import type { Message } from '@shared/contracts/messages';
import type { Db } from '../../db';
import { userSignature } from '../../db/rows/vet-profiles';
import type { MessagesTable } from '../../db/schema';

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

const toMessage = (r: Row, direction: Message['direction']): Message => ({
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
});

export async function insertMessage(db: Db, row: Insertable<MessagesTable>): Promise<Message> {
  const { id } = await db.insertInto('messages').values(row).returning('id').executeTakeFirstOrThrow();
  return toMessage((await base(db).where('messages.id', '=', Number(id)).executeTakeFirstOrThrow()), 'sent');
}

export async function listSent(db: Db, senderId: number, limit: number): Promise<Message[]> {
  const rows = await base(db).where('messages.sender_id', '=', senderId).orderBy('messages.created_at', 'desc').orderBy('messages.id', 'desc').limit(limit).execute();
  return rows.map((r) => toMessage(r, 'sent'));
}

export async function listReceived(db: Db, clinicId: number, limit: number): Promise<Message[]> {
  const rows = await base(db).where('messages.clinic_id', '=', clinicId).orderBy('messages.created_at', 'desc').orderBy('messages.id', 'desc').limit(limit).execute();
  return rows.map((r) => toMessage(r, 'received'));
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
