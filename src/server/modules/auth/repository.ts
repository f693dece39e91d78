import type { Insertable } from 'kysely';
import type { CurrentUser } from '@shared/contracts/auth';
import type { Db } from '../../db';
import { toCurrentUser, userColumns } from '../../db/rows/users';
import type { UsersTable } from '../../db/schema';

export function findUserByUsername(db: Db, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

/** Inserts a user built by `toUserRow` and answers it as the API shows it. */
export async function insertUser(db: Db, row: Insertable<UsersTable>): Promise<CurrentUser> {
  const inserted = await db.insertInto('users').values(row).returning(userColumns).executeTakeFirstOrThrow();
  return toCurrentUser(inserted);
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

/** The session's user, if the session exists and has not expired: one indexed join. */
export async function findSessionUser(db: Db, idHash: string, now: string) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([...userColumns, 'sessions.remember', 'sessions.expires_at'])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
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

// ---- password reset links (only their hashes are stored) ----

export async function insertReset(db: Db, row: { token_hash: string; user_id: number; created_at: string; expires_at: string }) {
  await db.insertInto('password_resets').values(row).execute();
}

/** A newer link (or a use) invalidates every earlier link of the user. */
export async function deleteUnusedResets(db: Db, userId: number) {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export function findUsableReset(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('password_resets')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks a link used if it still can be; answers its user, or undefined (used, expired or unknown). */
export async function useReset(db: Db, tokenHash: string, now: string): Promise<number | undefined> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row ? Number(row.user_id) : undefined;
}

export async function setPassword(db: Db, userId: number, passwordHash: string) {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .returning(['username', 'language'])
    .executeTakeFirstOrThrow();
}
