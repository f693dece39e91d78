import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * SQLite only: `clinics_fts_vocab`, FTS5's read-only view of the names' trigram index (a virtual table
 * that stores nothing), so a name search can ask the index for the term's rarest trigrams only
 * (db/trigram-stats.ts, docs/decisions/055).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await sql.raw('create virtual table clinics_fts_vocab using fts5vocab(clinics_fts, row)').execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await sql.raw('drop table clinics_fts_vocab').execute(db);
}
