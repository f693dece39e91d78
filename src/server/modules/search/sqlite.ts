import { sql } from 'kysely';
import type { Db } from '../../db';
import { keyLike } from '../../db/search-key';
import { type NameSearchForm, type ProcedureSearchForm, type SearchBackend, TRIGRAM_TABLES, type TrigramTable, usesTrigrams } from './backend';
import { nameSearchOf, trigramWalkForm } from './name-walk';
import { indexedHospitals, procedureWalk } from './repository';
import { rarestTrigrams, refreshTrigramStats, trigramCounts } from './trigram-stats';

/**
 * Search on SQLite: each trigram table has an FTS5 trigram twin `<table>_fts` (migrations 002, 003),
 * and the counts of its trigrams (migration 004, trigram-stats.ts) pick the form of a name or
 * procedure search (docs/decisions/055).
 */

/** Escapes GLOB's wildcards (* ? [) so user input matches literally. */
const escapeGlob = (text: string) => text.replace(/[*?[]/g, (c) => `[${c}]`);

/**
 * `<alias>.search_key contains key`, answered from the table's FTS5 trigram twin. A key shorter than
 * a trigram cannot use it and is matched by LIKE (docs/decisions/051).
 *
 * The names' twin keeps no token positions (migration 003), so it is asked by GLOB: fast for the
 * rare terms a name search usually has. The pricings' and waits' twins keep positions and are asked
 * for a phrase: procedure terms are broad, and position checks beat re-reading thousands of keys
 * (docs/decisions/052).
 */
function keyContains(_db: Db, table: TrigramTable, alias: string, key: string) {
  if (!usesTrigrams(key)) return keyLike(alias, key);
  const fts = sql.table(`${table}_fts`);
  const matches =
    table === 'clinics' ? sql`${fts}.search_key glob ${`*${escapeGlob(key)}*`}` : sql`${fts} match ${`"${key.replace(/"/g, '""')}"`}`;
  return sql<boolean>`${sql.ref(`${alias}.id`)} in (select rowid from ${fts} where ${matches})`;
}

// ---- name search (the walk itself: name-walk.ts) ----

/**
 * The trigram walk (name-walk.ts, docs/decisions/121) for a key of three or more characters, from its
 * rarest trigram by the names' FTS5 vocabulary (trigram-stats.ts); the single query for a shorter key.
 * Binary collation compares UTF-8 bytes, which is code point order, so the names starting with a key
 * are always one range of the name index.
 */
export async function nameSearchForm(db: Db, key: string): Promise<NameSearchForm> {
  if (!usesTrigrams(key)) return { form: 'one query' };
  return trigramWalkForm(key, await trigramCounts(db, 'clinics'));
}

// ---- procedure search ----

/**
 * The walk is the cheaper form when the term's rarest trigram is in pricings and waits numbering at
 * least this share of the hospitals: most hospitals then match and the walk stops after a few dozen.
 * A term in few rows reads them through the trigram indexes instead (a walk would read every
 * hospital). Measured at 10,000 hospitals: "echocardio" (quoted by 7,589 hospitals) 26–33 ms
 * → 1.3–1.9 ms, most of it the 50 hospitals' first-match lookups, which decision 122 later removed.
 */
export const BROAD_PROCEDURE_SHARE = 0.25;

export async function procedureSearchForm(db: Db, key: string): Promise<ProcedureSearchForm> {
  // A short term has no trigrams to count, and the trigram form reads every quote and wait entry for
  // it: the walk is never worse (short, the trigram form answers after it) and usually much better.
  if (!usesTrigrams(key)) return 'walk';
  const pricings = await rarestTrigrams(db, 'pricings', key, 1);
  const waits = await rarestTrigrams(db, 'procedure_waits', key, 1);
  return pricings.rows + waits.rows >= Math.max(1, pricings.hospitals * BROAD_PROCEDURE_SHARE) ? 'walk' : 'trigrams';
}

// ---- upkeep ----

/**
 * Merges each FTS5 trigram table (migrations 002, 003) into one segment. Rows written one at a time
 * (every listing edit) leave the index in many segments that each lookup must read: after 10,000
 * hospitals were added one by one, clinics_fts had 12 segments and a name lookup took 402 µs instead
 * of 158 µs after merging (docs/decisions/052). Merging costs about 0.05 s per table at that size and
 * nothing when nothing changed; then the trigram counts the searches choose their form by are read
 * (~0.1 s at 10,000 hospitals), so no search pays for them.
 */
async function optimize(db: Db): Promise<void> {
  for (const table of TRIGRAM_TABLES) {
    const fts = `${table}_fts`;
    await sql.raw(`insert into ${fts} (${fts}) values ('optimize')`).execute(db);
  }
  await refreshTrigramStats(db);
}

export const sqliteSearch: SearchBackend = {
  keyContains,
  ...nameSearchOf(nameSearchForm),
  procedureSearchForm,
  procedureHits: (db, key, province, form) =>
    form === 'walk' ? procedureWalk(db, province, (procedureKey) => sql<boolean>`instr(${procedureKey}, ${key}) > 0`) : indexedHospitals(db, key, province),
  optimize,
};
