import { sql } from 'kysely';
import { dialectOf } from './dialect';
import type { Db } from './index';
import { TRIGRAM_TABLES } from './search-key';
import { refreshTrigramStats } from './trigram-stats';

/**
 * SQLite: merges each FTS5 trigram table (migrations 002, 003) into one segment. Rows written one at
 * a time (every listing edit) leave the index in many segments that each lookup must read: after
 * 10,000 hospitals were added one by one, clinics_fts had 12 segments and a name lookup took 402 µs
 * instead of 158 µs after merging (docs/decisions/052). Merging costs about 0.05 s per table at that
 * size and nothing when nothing changed, so it runs at start-up and then hourly, and then reads the
 * trigram counts the searches choose their form by (~0.1 s at 10,000 hospitals). PostgreSQL's GIN
 * indexes need no such step (they are built with fastupdate off).
 */
export async function optimizeSearchIndexes(db: Db): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  for (const table of TRIGRAM_TABLES) {
    const fts = `${table}_fts`;
    await sql.raw(`insert into ${fts} (${fts}) values ('optimize')`).execute(db);
  }
  // The searches' trigram counts (docs/decisions/055), read here so no search pays for them.
  await refreshTrigramStats(db);
}
