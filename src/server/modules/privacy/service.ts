import { createHash } from 'node:crypto';
import { AUTH_RATE_WINDOW_MS, AUTH_USERNAME_RATE_LIMIT } from '@shared/constants';
import type { CurrentUser } from '@shared/contracts/auth';
import type { AccountDeleteBody } from '@shared/contracts/privacy';
import { CLOSED_STATUSES } from '@shared/referral-status';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { appError } from '../../errors';
import { claimJob } from '../../scheduler';
import { record } from '../audit';
import { verifyPassword } from '../auth';
import * as limits from '../rate-limit';
import * as repo from './repository';

export { exportStream } from './export';

/**
 * How the audit log names a deleted account: not its id or e-mail, but a hash of both, so the entries
 * about it stay linked to each other and to the deletion without naming anyone (docs/decisions/101).
 */
export const deletedUserLabel = (user: { id: number; username: string }) =>
  `deleted-user:${createHash('sha256').update(`${user.id}:${user.username}`).digest('hex').slice(0, 16)}`;

export interface DeleteContext {
  db: Db;
  ip: string;
}

/**
 * DELETE /api/me. The password must verify (failures rate limited per account, as a password change:
 * a borrowed session cannot guess it). A clinic owner is refused until the listing has another owner
 * or is closed; the last admin is refused. Then the account goes in one transaction with its audit
 * entry, which names it by its pseudonym only.
 */
export async function deleteAccount(ctx: DeleteContext, user: CurrentUser, body: AccountDeleteBody): Promise<void> {
  const limit = { bucket: `account-delete-user:${user.id}`, max: AUTH_USERNAME_RATE_LIMIT, windowMs: AUTH_RATE_WINDOW_MS };
  await limits.reserve(ctx.db, limit);
  const hash = await repo.passwordHashOf(ctx.db, user.id);
  if (hash === undefined) throw appError('USER_NOT_FOUND');
  if (!(await verifyPassword(hash, body.password))) {
    await record(ctx.db, { actorId: user.id, ip: ctx.ip }, { action: 'privacy.account.delete.failure', target: user.username });
    throw appError('CURRENT_PASSWORD_INCORRECT');
  }
  await limits.release(ctx.db, limit);

  const label = deletedUserLabel(user);
  await ctx.db.transaction().execute(async (trx) => {
    // Checked inside the transaction that deletes, so an admin count or an ownership read here holds.
    if (user.role === 'admin' && (await repo.lockAdmins(trx)) <= 1) throw appError('LAST_ADMIN');
    if (await repo.ownsClinic(trx, user.id)) throw appError('ACCOUNT_OWNS_CLINIC');
    await repo.eraseUser(trx, user, label);
    await record(trx, { actorId: null, ip: ctx.ip }, { action: 'privacy.account.delete', target: label, detail: { role: user.role } });
  });
}

// ---- retention (issue 23, docs/decisions/102) ----

/** How often an instance tries to claim the purge; one instance runs it per period. */
export const RETENTION_PURGE_EVERY_MS = 60 * 60 * 1000;
const PURGE_BATCH = 50;

/** The moment before which a referral closed is past retention. */
export function retentionCutoff(now: Date, years: number): string {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff.toISOString();
}

/**
 * Deletes every referral closed (completed, declined, cancelled) more than `years` ago, with its
 * timeline, conversation, notifications and files, one transaction and one audit entry per referral.
 * Claimed through job_claims, so of several instances one purges per period.
 */
export async function purgeExpiredReferrals(db: Db, clock: Clock, years: number): Promise<number> {
  const now = clock.now();
  if (!(await claimJob(db, 'retention-purge', now.toISOString(), new Date(now.getTime() + RETENTION_PURGE_EVERY_MS - 1000).toISOString()))) return 0;
  const cutoff = retentionCutoff(now, years);
  let purged = 0;
  for (;;) {
    const batch = await repo.expiredReferrals(db, CLOSED_STATUSES, cutoff, PURGE_BATCH);
    for (const r of batch) {
      await db.transaction().execute(async (trx) => {
        const files = await repo.deleteReferrals(trx, [Number(r.id)]);
        await record(trx, { actorId: null, ip: null }, { action: 'privacy.retention.purge', target: `referral:${r.id}`, detail: { status: r.status, closed_at: r.closed_at, files_deleted: files, retention_years: years } });
      });
      purged++;
    }
    if (batch.length < PURGE_BATCH) return purged;
  }
}
