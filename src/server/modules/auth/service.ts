import { AUTH_RATE_WINDOW_MS, AUTH_USERNAME_RATE_LIMIT } from '@shared/constants';
import type { CurrentUser, LoginBody, RegisterBody } from '@shared/contracts/auth';
import type { Db } from '../../db';
import { isUniqueViolation } from '../../db/dialect';
import { toCurrentUser, toUserRow } from '../../db/rows/users';
import { ensurePractice } from '../../db/rows/practice-members';
import { appError } from '../../errors';
import * as limits from '../rate-limit';
import { record } from '../audit';
import { deviceIdFor, issueDeviceToken } from './device-cookies';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import * as repo from './repository';

export interface AuthContext {
  db: Db;
  ip: string;
  /** Login and registration attempts allowed per IP a minute (AUTH_RATE_LIMIT). */
  ipLimit: number;
}

/** What a sign-in needs beyond the credentials: the device cookie, checked with the session secret. */
export interface LoginContext extends AuthContext {
  secret: string;
  deviceToken: string | undefined;
}

const ipLimit = (ctx: AuthContext) => ({ bucket: `auth-ip:${ctx.ip}`, max: ctx.ipLimit, windowMs: AUTH_RATE_WINDOW_MS });
const userLimit = (kind: 'login' | 'register', username: string) => ({
  bucket: `${kind}-user:${username}`,
  max: AUTH_USERNAME_RATE_LIMIT,
  windowMs: AUTH_RATE_WINDOW_MS,
});
/** A trusted browser's own allowance for the account its device cookie names. */
const deviceLimit = (deviceId: string) => ({ bucket: `login-device:${deviceId}`, max: AUTH_USERNAME_RATE_LIMIT, windowMs: AUTH_RATE_WINDOW_MS });

/** Sign-in events are not writes of their own: they go straight to the log. */
const audit = (ctx: AuthContext, action: string, actorId: number | null, target: string) =>
  record(ctx.db, { actorId, ip: ctx.ip }, { action, target });

/**
 * Checks credentials. Unknown user and wrong password answer alike and take about the same time.
 *
 * The per-account allowance (10 failures a minute) is taken *before* the password is verified, in one
 * atomic upsert shared by every instance, so a burst of parallel guesses verifies at most 10; a
 * success gives its slot back. A browser with a device cookie for this account uses its own
 * allowance, so guesses from elsewhere cannot lock the account's real user out (decision 062).
 * Returns the device token to set: a fresh one after every successful sign-in.
 */
export async function login(
  ctx: LoginContext,
  body: Required<Pick<LoginBody, 'username' | 'password'>>,
): Promise<{ user: CurrentUser; deviceToken: string }> {
  await limits.consume(ctx.db, ipLimit(ctx));
  const deviceId = deviceIdFor(ctx.secret, ctx.deviceToken, body.username);
  const allowance = deviceId ? deviceLimit(deviceId) : userLimit('login', body.username);
  await limits.reserve(ctx.db, allowance);
  const row = await repo.findUserByUsername(ctx.db, body.username);
  const ok = await verifyPassword(row?.password_hash, body.password);
  if (!row || !ok) {
    await audit(ctx, 'auth.login.failure', row ? Number(row.id) : null, body.username);
    throw appError('INVALID_CREDENTIALS');
  }
  await limits.release(ctx.db, allowance);
  await audit(ctx, 'auth.login.success', Number(row.id), body.username);
  return { user: toCurrentUser(row), deviceToken: issueDeviceToken(ctx.secret, body.username) };
}

/** Creates a vet or clinic account. */
export async function register(ctx: AuthContext, body: RegisterBody & { username: string }): Promise<CurrentUser> {
  await limits.consume(ctx.db, ipLimit(ctx));
  const perUser = userLimit('register', body.username);
  await limits.consume(ctx.db, perUser);
  if (isCommonPassword(body.password)) throw appError('PASSWORD_TOO_COMMON');
  if (await repo.findUserByUsername(ctx.db, body.username)) throw appError('EMAIL_TAKEN');
  const password_hash = await hashPassword(body.password);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const user = await repo.insertUser(trx, toUserRow({ username: body.username, password_hash, role: body.role, display_name: body.name }));
      // A vet who registers alone owns a one-person practice (issue 59).
      if (body.role === 'vet') await ensurePractice(trx, user.id);
      await record(trx, { actorId: user.id, ip: ctx.ip }, { action: 'auth.register', target: body.username });
      return user;
    });
  } catch (err) {
    // Two concurrent registrations of one address: the database's unique index decides.
    if (isUniqueViolation(err)) throw appError('EMAIL_TAKEN');
    throw err;
  }
}

export async function recordLogout(ctx: AuthContext, user: CurrentUser) {
  await audit(ctx, 'auth.logout', user.id, user.username);
}

/**
 * Creates the admin named by ADMIN_EMAIL/ADMIN_PASSWORD (or create-admin) unless that username exists.
 * Returns what happened so start-up can say it.
 */
export async function ensureAdmin(db: Db, username: string, password: string): Promise<'created' | 'exists' | 'taken'> {
  const name = username.trim().toLowerCase();
  const existing = await repo.findUserByUsername(db, name);
  if (existing) return existing.role === 'admin' ? 'exists' : 'taken';
  await repo.insertUser(db, toUserRow({ username: name, password_hash: await hashPassword(password), role: 'admin' }));
  return 'created';
}
