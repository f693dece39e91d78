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

/** Hits in the current window (0 when the window has passed). */
export async function peek(db: Db, bucket: string, cutoff: string) {
  const row = await db
    .selectFrom('rate_limits')
    .select(['hits', 'window_start'])
    .where('bucket', '=', bucket)
    .where('window_start', '>', cutoff)
    .executeTakeFirst();
  return row ? { hits: Number(row.hits), window_start: row.window_start } : { hits: 0, window_start: null };
}

export async function clear(db: Db, bucket: string) {
  await db.deleteFrom('rate_limits').where('bucket', '=', bucket).execute();
}
