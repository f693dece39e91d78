import { sql } from 'kysely';
import { dialectOf } from './dialect';
import type { Db } from './index';

/** The FTS5 trigram twins of migration 002 (SQLite); PostgreSQL's GIN indexes need no upkeep (fastupdate off). */
const FTS_TABLES = ['clinics_fts', 'pricings_fts', 'procedure_waits_fts'] as const;

/**
 * Upkeep of the search indexes, at start-up and then hourly (main.ts): SQLite merges each FTS5 table
 * into one segment, FTS5's own 'optimize' command. Rows written one at a time (every listing edit)
 * leave an index in many segments that each lookup reads (docs/decisions/052).
 */
export async function optimizeSearchIndexes(db: Db): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  for (const fts of FTS_TABLES) await sql.raw(`insert into ${fts} (${fts}) values ('optimize')`).execute(db);
}

/** How often an instance gives free pages back (the reclaim-space job, app.ts). */
export const RECLAIM_SPACE_EVERY_MS = 10 * 60_000;
/** Pages moved per step: about 30 ms of work at 4 KB pages, so requests run between steps. */
const RECLAIM_STEP_PAGES = 1024;

const pragma = async (db: Db, name: string) => Number(Object.values((await sql.raw<Record<string, number>>(`pragma ${name}`).execute(db)).rows[0] ?? {})[0] ?? 0);

/**
 * SQLite: switches a database made before auto_vacuum was set (issue 56) to INCREMENTAL. The setting
 * takes effect only through a VACUUM, which rewrites the whole file (about 1.5 s for 300 MB here, and
 * as much free disk as the database takes), so it runs once, at start-up before the app listens, and
 * never again. Answers how long the VACUUM took, or null when there was nothing to do (PostgreSQL,
 * memory, or already switched).
 */
export async function enableIncrementalVacuum(db: Db): Promise<number | null> {
  if (dialectOf(db) !== 'sqlite') return null;
  if ((await pragma(db, 'auto_vacuum')) === 2) return null;
  const started = performance.now();
  await sql`pragma auto_vacuum = INCREMENTAL`.execute(db);
  await sql`vacuum`.execute(db);
  return Math.round(performance.now() - started);
}

/**
 * SQLite: gives the pages deleted rows left free (a deleted draft's files, a purge, a refused upload)
 * back to the file system, in steps so requests run between them; the file shrinks at the next WAL
 * checkpoint. Answers the pages freed. PostgreSQL reuses its free space itself (autovacuum; see
 * docs/deploy.md "Disk space of files"), so there it does nothing.
 */
export async function reclaimFreePages(db: Db): Promise<number> {
  if (dialectOf(db) !== 'sqlite' || (await pragma(db, 'auto_vacuum')) !== 2) return 0;
  let freed = 0;
  for (;;) {
    const free = await pragma(db, 'freelist_count');
    if (free === 0) return freed;
    await sql.raw(`pragma incremental_vacuum(${RECLAIM_STEP_PAGES})`).execute(db);
    freed += Math.min(free, RECLAIM_STEP_PAGES);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
