import { sql } from 'kysely';
import type { Db } from '../../db';

/**
 * One atomic upsert per hit, so several app processes on one database share the counters:
 * a window older than `cutoff` restarts at 1, otherwise the count grows.
 */
export async function hit(db: Db, bucket: string, now: string, cutoff: string) {
  return db
    .insertInto('rate_limits')
    .values({ bucket, window_start: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        hits: sql<number>`CASE WHEN rate_limits.window_start <= ${cutoff} THEN 1 ELSE rate_limits.hits + 1 END`,
        window_start: sql<string>`CASE WHEN rate_limits.window_start <= ${cutoff} THEN ${now} ELSE rate_limits.window_start END`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
}

/** One hit fewer in the current window (never below zero). */
export async function release(db: Db, bucket: string, cutoff: string) {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`hits - 1` })
    .where('bucket', '=', bucket)
    .where('window_start', '>', cutoff)
    .where('hits', '>', 0)
    .execute();
}
