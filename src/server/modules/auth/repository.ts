import type { Selectable } from 'kysely';
import type { CurrentUser } from '@shared/contracts/auth';
import type { Role } from '@shared/constants';
import type { Db } from '../../db';
import { preparedQuery } from '../../db/prepared';
import type { UsersTable } from '../../db/schema';
import { imageUrlFor } from '../images/repository';

type UserRow = Selectable<UsersTable>;


/** The one place a user row becomes the API's user: the password hash never leaves here. */
export function toCurrentUser(row: Omit<UserRow, 'password_hash' | 'created_at'>): CurrentUser {
  return {
    id: Number(row.id),
    username: row.username,
    role: row.role,
    display_name: row.display_name,
    avatar_url: imageUrlFor(row.avatar_image_id),
    job_title: row.job_title,
    practice_type: row.practice_type,
  };
}

const publicColumns = ['id', 'username', 'role', 'display_name', 'avatar_image_id', 'job_title', 'practice_type'] as const;

export function findUserByUsername(db: Db, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function insertUser(
  db: Db,
  user: { username: string; password_hash: string; role: Role; created_at: string },
): Promise<CurrentUser> {
  const row = await db.insertInto('users').values(user).returning(publicColumns).executeTakeFirstOrThrow();
  return toCurrentUser(row);
}

export function countAdmins(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', 'admin')
    .where('username', '=', username)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

export async function insertSession(
  db: Db,
  session: { id_hash: string; user_id: number; remember: number; created_at: string; expires_at: string },
) {
  await db.insertInto('sessions').values(session).execute();
}

/** Runs on every request with a session cookie, so it is compiled once (db/prepared.ts). */
const sessionUser = preparedQuery(
  (db, idHash: string, now: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'users.id',
        'users.username',
        'users.role',
        'users.display_name',
        'users.avatar_image_id',
        'users.job_title',
        'users.practice_type',
        'sessions.remember',
        'sessions.expires_at',
      ])
      .where('sessions.id_hash', '=', idHash)
      .where('sessions.expires_at', '>', now),
  ['\u0000id_hash', '\u0000now'],
);

/** The session's user, if the session exists and has not expired: one indexed join. */
export async function findSessionUser(db: Db, idHash: string, now: string) {
  const [row] = await sessionUser(db, idHash, now);
  if (!row) return undefined;
  return { user: toCurrentUser(row), remember: Number(row.remember) === 1, expiresAt: row.expires_at };
}

export async function extendSession(db: Db, idHash: string, expiresAt: string) {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id_hash', '=', idHash).execute();
}

export async function deleteSession(db: Db, idHash: string) {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of a user except one (password change keeps the current session). */
export async function deleteOtherSessions(db: Db, userId: number, keepIdHash: string | null) {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepIdHash) q = q.where('id_hash', '!=', keepIdHash);
  await q.execute();
}

export async function deleteExpiredSessions(db: Db, now: string) {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

export async function insertAudit(
  db: Db,
  entry: { actor_user_id: number | null; action: string; target: string | null; ip: string | null; detail?: string | null; created_at: string },
) {
  await db.insertInto('audit_log').values({ detail: null, ...entry }).execute();
}
