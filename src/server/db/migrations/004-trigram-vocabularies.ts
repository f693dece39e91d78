import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/** The trigram tables of migration 002, frozen here as they were. */
const TABLES = ['clinics', 'pricings', 'procedure_waits'];

/**
 * SQLite only: `<table>_fts_vocab` for each trigram table, FTS5's read-only view of its index (a
 * virtual table that stores nothing), so that a search can tell how many rows hold each of its
 * trigrams (modules/search/trigram-stats.ts, docs/decisions/archive/055).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  for (const table of TABLES) await sql.raw(`create virtual table ${table}_fts_vocab using fts5vocab(${table}_fts, row)`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  for (const table of TABLES) await sql.raw(`drop table ${table}_fts_vocab`).execute(db);
}
