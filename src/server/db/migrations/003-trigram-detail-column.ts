import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * SQLite only: the names' FTS5 trigram table of migration 002 is rebuilt with `detail = column`, which
 * keeps no token positions. A name lookup is then a GLOB on it: FTS5 intersects the term's trigrams
 * and checks the pattern against the stored key instead of checking positions (docs/decisions/052).
 * Measured at 10,000 hospitals: a term in 7 names 447 → 52 µs, in 71 names 339 → 116 µs, in 693
 * names 696 → 675 µs. The quotes' and waits' tables keep positions: procedure terms are broad (13,400
 * quotes for "echocardio"), and there the phrase lookup is 1.6–1.9× faster. The triggers of 002
 * write to the table by name and stay.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await rebuild(db, ", detail = 'column'");
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await rebuild(db, '');
}

// Kysely runs SQLite migrations outside a transaction (it assumes no transactional DDL); SQLite has
// it, so the rebuild is all or nothing.
async function rebuild(db: Kysely<any>, options: string) {
  await db.transaction().execute(async (trx) => {
    await sql.raw('drop table clinics_fts').execute(trx);
    await sql.raw(`create virtual table clinics_fts using fts5(search_key, tokenize = 'trigram'${options})`).execute(trx);
    await sql.raw('insert into clinics_fts (rowid, search_key) select id, search_key from clinics').execute(trx);
  });
}
