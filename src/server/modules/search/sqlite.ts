import { sql } from 'kysely';
import type { Db } from '../../db';
import { keyLike } from '../../db/search-key';
import { type NameSearchForm, PAGE, type ProcedureSearchForm, type SearchBackend, TRIGRAM_TABLES, type TrigramTable, usesTrigrams } from './backend';
import { nameSearchOf, trigramWalkForm } from './name-walk';
import { PROCEDURE_WALK_LIMIT, type ProcedureHits, indexedHospitals, resultColumns } from './repository';
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
 * → 1.3–1.9 ms, most of it the 50 hospitals' first-match lookups.
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

/**
 * Procedure search, `walk` form: the first PROCEDURE_WALK_LIMIT hospitals in name order (a range of
 * clinics_search_idx, or of clinics_province_idx in a province), each kept when its procedure_key
 * (migration 016) holds the term, until SEARCH_LIMIT are kept. SQLite runs the limited subquery as a
 * co-routine in the index's order, so the walk reads only as many hospitals as it needs (about 70 for
 * "echocardio"); the shared form (`walkedHospitals`, which PostgreSQL keeps) first reads all
 * PROCEDURE_WALK_LIMIT to find its bound (docs/decisions/114).
 *
 * Both read a prefix of the name order, so a full walk is the first SEARCH_LIMIT matching hospitals of
 * all, and a short one is the caller's cue to ask the trigram form: the answer is the same.
 */
export function procedureWalk(db: Db, key: string, province?: string): ProcedureHits {
  let inScope = db.selectFrom('clinics as c').select([...resultColumns, 'c.search_key', 'c.procedure_key']).where('c.verified_at', 'is not', null);
  if (province) inScope = inScope.where('c.province', '=', province);
  const walked = inScope.orderBy('c.search_key').orderBy('c.id').limit(PROCEDURE_WALK_LIMIT);
  return db
    .selectFrom(walked.as('walked'))
    .select([...resultColumns, 'c.search_key'].map((column) => sql.ref(column.replace('c.', 'walked.')).as(column.slice(2))))
    .where(sql<boolean>`instr(${sql.ref('walked.procedure_key')}, ${key}) > 0`)
    .orderBy('walked.search_key')
    .orderBy('walked.id')
    .limit(PAGE) as unknown as ProcedureHits;
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
  procedureHits: (db, key, province, form) => (form === 'walk' ? procedureWalk(db, key, province) : indexedHospitals(db, key, province)),
  optimize,
};
