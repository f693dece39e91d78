import type { Insertable } from 'kysely';
import type { MailStatus } from '@shared/contracts/mail';
import type { Db } from '../../db';
import { dialectOf } from '../../db/dialect';
import type { OutboxTable } from '../../db/schema';

export async function insertMail(db: Db, row: Insertable<OutboxTable>): Promise<number> {
  const r = await db.insertInto('outbox').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

/**
 * Takes up to `limit` due mails for this worker until `until`: pending, due, and not held by another
 * worker (or held by one whose lease ran out: it died between claiming and recording). On PostgreSQL
 * the rows are locked with SKIP LOCKED, so concurrent workers pick disjoint rows without waiting; the
 * update re-checks the claim on both databases, so a row is never handed to two workers.
 */
export async function claimDue(db: Db, now: string, until: string, limit: number) {
  return db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .orderBy('next_at')
      .orderBy('id')
      .limit(limit);
    if (dialectOf(trx) === 'postgres') due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((r) => Number(r.id));
    if (ids.length === 0) return [];
    return trx
      .updateTable('outbox')
      .set({ claimed_until: until })
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .returning(['id', 'to_address', 'reply_to', 'subject', 'html', 'text', 'language', 'message_id', 'tries'])
      .execute();
  });
}

/**
 * Records a delivery, keeping the bodies given: the sent copy, its token links taken out (decision 149),
 * in the same statement, so no sent row ever holds a live link.
 */
export async function markSent(db: Db, id: number, at: string, kept: { html: string; text: string }) {
  await db
    .updateTable('outbox')
    .set((eb) => ({ status: 'sent', sent_at: at, claimed_until: null, last_error: null, tries: eb('tries', '+', 1), html: kept.html, text: kept.text }))
    .where('id', '=', id)
    .execute();
}

/** Records a failed try: another one at `nextAt`, or (nextAt null) none: the mail has failed. */
export async function markTryFailed(db: Db, id: number, error: string, nextAt: string | null) {
  await db
    .updateTable('outbox')
    .set((eb) => ({
      status: nextAt === null ? 'failed' : 'pending',
      ...(nextAt === null ? {} : { next_at: nextAt }),
      claimed_until: null,
      last_error: error,
      tries: eb('tries', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** Gives claims back (a worker stopping with mail it did not get to). */
export async function releaseClaims(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.updateTable('outbox').set({ claimed_until: null }).where('id', 'in', ids).where('status', '=', 'pending').execute();
}

const summaryColumns = ['id', 'kind', 'to_address', 'subject', 'language', 'status', 'tries', 'next_at', 'last_error', 'created_at', 'sent_at'] as const;

export function listMail(db: Db, status: MailStatus | undefined, limit: number) {
  let q = db.selectFrom('outbox').select(summaryColumns).orderBy('id', 'desc').limit(limit);
  if (status) q = q.where('status', '=', status);
  return q.execute();
}

export async function countByStatus(db: Db): Promise<Record<MailStatus, number>> {
  const rows = await db
    .selectFrom('outbox')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  const counts: Record<MailStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

export function findMail(db: Db, id: number) {
  return db
    .selectFrom('outbox')
    .select([...summaryColumns, 'reply_to', 'message_id', 'html', 'text'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Puts a failed mail back in the queue with a fresh set of tries; false when it is not failed. */
export async function requeueFailed(db: Db, id: number, now: string): Promise<boolean> {
  const r = await db
    .updateTable('outbox')
    .set({ status: 'pending', tries: 0, next_at: now, claimed_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
