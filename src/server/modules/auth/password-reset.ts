import {
  PASSWORD_RESET_ADDRESS_LIMIT,
  PASSWORD_RESET_IP_LIMIT,
  PASSWORD_RESET_TTL_MINUTES,
  PASSWORD_RESET_WINDOW_MS,
} from '@shared/constants';
import type { UserLanguage } from '@shared/contracts/auth';
import type { Db } from '../../db';
import { type Clock, isoAfter } from '../../clock';
import { appError } from '../../errors';
import { record } from '../audit';
import { appLink, enqueueMail, mailQueued, type MailSettings } from '../mail';
import * as limits from '../rate-limit';
import { hashPassword, isCommonPassword } from './passwords';
import * as repo from './repository';
import { hashLinkToken, newLinkToken } from './tokens';

export interface ResetContext {
  db: Db;
  clock: Clock;
  mail: MailSettings;
  ip: string;
  /** The request's language: the mail's when the account has not chosen one. */
  language: UserLanguage;
}

/**
 * Sends a reset link when the address has an account, and answers the same either way (the caller
 * learns nothing about who has an account). Limited per IP and per address, whether or not it exists.
 * A new link replaces the account's earlier unused ones.
 */
export async function requestReset(ctx: ResetContext, username: string): Promise<void> {
  const now = ctx.clock.now().getTime();
  await limits.consume(ctx.db, { bucket: `reset-ip:${ctx.ip}`, max: PASSWORD_RESET_IP_LIMIT, windowMs: PASSWORD_RESET_WINDOW_MS }, now);
  await limits.consume(ctx.db, { bucket: `reset-user:${username}`, max: PASSWORD_RESET_ADDRESS_LIMIT, windowMs: PASSWORD_RESET_WINDOW_MS }, now);
  const user = await repo.findUserByUsername(ctx.db, username);
  if (!user) return;
  const { token, hash } = newLinkToken();
  const userId = Number(user.id);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteUnusedResets(trx, userId);
    await repo.insertReset(trx, { token_hash: hash, user_id: userId, created_at: ctx.clock.now().toISOString(), expires_at: isoAfter(ctx.clock, PASSWORD_RESET_TTL_MINUTES * 60_000) });
    await enqueueMail(trx, ctx.clock, ctx.mail, {
      kind: 'password_reset',
      to: user.username,
      language: user.language ?? ctx.language,
      data: { link: appLink(ctx.mail, `/reset-password?token=${token}`), minutes: PASSWORD_RESET_TTL_MINUTES },
    });
    await record(trx, { actorId: null, ip: ctx.ip }, { action: 'auth.password_reset.request', target: user.username });
  });
  mailQueued();
}

/**
 * Sets a new password from a reset link. The link works once (its use is claimed by a conditional
 * update in the same transaction as the new password), every session of the user ends, and the user
 * is told by mail.
 */
export async function confirmReset(ctx: ResetContext & { ipLimit: number }, token: string, password: string): Promise<void> {
  await limits.consume(ctx.db, { bucket: `auth-ip:${ctx.ip}`, max: ctx.ipLimit, windowMs: 60_000 });
  const hash = hashLinkToken(token);
  const now = ctx.clock.now().toISOString();
  // Checked before the costly hash so junk tokens cost nothing; checked again when claimed below.
  if (!(await repo.findUsableReset(ctx.db, hash, now))) throw appError('RESET_TOKEN_INVALID');
  if (isCommonPassword(password)) throw appError('PASSWORD_TOO_COMMON');
  const password_hash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    const userId = await repo.useReset(trx, hash, ctx.clock.now().toISOString());
    if (userId === undefined) throw appError('RESET_TOKEN_INVALID');
    const user = await repo.setPassword(trx, userId, password_hash);
    await repo.deleteOtherSessions(trx, userId, null);
    await repo.deleteUnusedResets(trx, userId);
    await record(trx, { actorId: userId, ip: ctx.ip }, { action: 'auth.password_reset', target: user.username });
    await enqueueMail(trx, ctx.clock, ctx.mail, {
      kind: 'password_changed',
      to: user.username,
      language: user.language ?? ctx.language,
      data: { when: ctx.clock.now(), link: appLink(ctx.mail, '/forgot-password') },
    });
  });
  mailQueued();
}
