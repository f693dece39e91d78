import { createHmac, randomBytes } from 'node:crypto';
import { SESSION_IDLE_MS, SESSION_REMEMBER_MS } from '@shared/constants';
import type { CurrentUser } from '@shared/contracts/auth';
import type { Db } from '../../db';
import * as repo from './repository';
import type { SessionCache } from './session-cache';

export const SESSION_COOKIE = 'vr_session';

/** Only an HMAC of the session id is stored, so a database leak yields no usable sessions. */
export const hashSessionId = (secret: string, id: string) => createHmac('sha256', secret).update(id).digest('hex');

const ttl = (remember: boolean) => (remember ? SESSION_REMEMBER_MS : SESSION_IDLE_MS);

/** Creates a session with a fresh 256-bit id; returns the id for the cookie. */
export async function createSession(db: Db, secret: string, userId: number, remember: boolean, now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + ttl(remember));
  await repo.insertSession(db, {
    id_hash: hashSessionId(secret, token),
    user_id: userId,
    remember: remember ? 1 : 0,
    created_at: new Date(now).toISOString(),
    expires_at: expiresAt.toISOString(),
  });
  return { token, expiresAt, remember };
}

// Sliding idle expiry costs a write; do it at most every five minutes per session.
const SLIDE_AFTER_MS = 5 * 60 * 1000;

/**
 * The signed-in user for a cookie value, sliding the idle expiry forward. With a cache (PostgreSQL,
 * docs/decisions/127) a session read lately is answered without a round trip.
 */
export async function resolveSession(
  db: Db,
  secret: string,
  token: string,
  now = Date.now(),
  cache?: SessionCache,
): Promise<{ user: CurrentUser; idHash: string } | null> {
  if (token.length < 16 || token.length > 128) return null;
  const idHash = hashSessionId(secret, token);
  let found = cache?.get(idHash, now);
  if (!found) {
    const ticket = cache?.ticket() ?? null;
    found = await repo.findSessionUser(db, idHash, new Date(now).toISOString());
    if (!found) return null;
    cache?.store(ticket, idHash, found);
  }
  const fresh = now + ttl(found.remember);
  if (fresh - Date.parse(found.expiresAt) > SLIDE_AFTER_MS) {
    const expiresAt = new Date(fresh).toISOString();
    await repo.extendSession(db, idHash, expiresAt);
    cache?.extend(idHash, expiresAt);
  }
  // A copy: the cached user is shared by every request of the session.
  return { user: { ...found.user }, idHash };
}

export const destroySession = (db: Db, idHash: string) => repo.deleteSession(db, idHash);
