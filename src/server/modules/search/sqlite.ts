import { sql } from 'kysely';
import type { Db } from '../../db';
import { preparedQuery, runHot } from '../../db/prepared';
import { keyLike } from '../../db/search-key';
import { type NameSearchForm, PAGE, type ProcedureSearchForm, type SearchBackend, TRIGRAM_TABLES, type TrigramTable, usesTrigrams } from './backend';
import { type ClinicRow, PROCEDURE_WALK_LIMIT, type ProcedureHits, indexedHospitals, measuredPage, nameSearchQuery, resultColumns } from './repository';
import { ftsAllOf, rarestTrigrams, refreshTrigramStats } from './trigram-stats';

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

// ---- name search ----

/**
 * A term found in few names: the names holding its rarest trigrams (`match`, see trigram-stats.ts),
 * each checked for the whole term, prefix matches first.
 */
export function nameSearchByTrigramsQuery(db: Db, key: string, match: string, province?: string) {
  let q = db
    .selectFrom('clinics as c')
    .select([...resultColumns, 'c.search_key'])
    .select(sql<number>`instr(${sql.ref('c.search_key')}, ${key}) <> 1`.as('further_in'))
    .where('c.id', 'in', sql<number>`(select rowid from clinics_fts where clinics_fts match ${match})`)
    .where(sql<boolean>`instr(${sql.ref('c.search_key')}, ${key}) > 0`)
    .where('c.verified_at', 'is not', null);
  if (province) q = q.where('c.province', '=', province);
  return measuredPage(db, q.orderBy('further_in').orderBy('c.search_key').orderBy('c.id').limit(PAGE), 'hospital', ['further_in', 'search_key', 'id']);
}

/**
 * A term found in many names: the names starting with it (a range of clinics_search_idx, or of
 * clinics_province_idx within a province), then as many as are still missing of the names containing
 * it further in, read in name order from the same index. The walk stops as soon as it has them, which
 * is early because many names match; it is not read at all when the first part is full. Only the two
 * short lists are sorted (docs/decisions/055). `from` ≤ key < `to` is the prefix range.
 */
export function nameSearchByWalkQuery(db: Db, from: string, to: string, key: string, province?: string) {
  const inScope = () => {
    const q = db.selectFrom('clinics as c').where('c.verified_at', 'is not', null);
    return province ? q.where('c.province', '=', province) : q;
  };
  const startsWith = () => inScope().where('c.search_key', '>=', from).where('c.search_key', '<', to);
  const missing = sql<number>`(select ${PAGE} - count(*) from (${startsWith().select(sql.lit(1).as('one')).limit(PAGE)}))`;
  const prefix = startsWith()
    .select([...resultColumns, 'c.search_key', sql.lit(0).as('part')])
    .orderBy('c.search_key')
    .orderBy('c.id')
    .limit(PAGE);
  const inner = inScope()
    .select([...resultColumns, 'c.search_key', sql.lit(1).as('part')])
    .where(sql<boolean>`instr(${sql.ref('c.search_key')}, ${key}) > 1`)
    .orderBy('c.search_key')
    .orderBy('c.id')
    .limit(missing);
  const page = db
    .selectFrom(prefix.as('prefix'))
    .selectAll()
    .unionAll(db.selectFrom(inner.as('inner')).selectAll())
    .orderBy('part')
    .orderBy('search_key')
    .orderBy('id')
    .limit(PAGE);
  return measuredPage(db, page, 'hospital', ['part', 'search_key', 'id']);
}

/** Above this many names holding a term's rarest trigram, the name-order walk is the cheaper way. */
export const BROAD_NAME_TERM = 200;

// Compiled once per database and shape (docs/decisions/051); the placeholders occur nowhere else.
const KEY = '\u0000key';
const MATCH = '\u0000match';
const FROM = '\u0000from';
const TO = '\u0000to';
const PROVINCE = '\u0000province';
const byTrigrams = preparedQuery((db, key: string, match: string) => nameSearchByTrigramsQuery(db, key, match), [KEY, MATCH]);
const byTrigramsIn = preparedQuery(
  (db, key: string, match: string, province: string) => nameSearchByTrigramsQuery(db, key, match, province),
  [KEY, MATCH, PROVINCE],
);
const byWalk = preparedQuery((db, from: string, to: string, key: string) => nameSearchByWalkQuery(db, from, to, key), [FROM, TO, KEY]);
const byWalkIn = preparedQuery(
  (db, from: string, to: string, key: string, province: string) => nameSearchByWalkQuery(db, from, to, key, province),
  [FROM, TO, KEY, PROVINCE],
);

/**
 * Terms shorter than a trigram run the single query (`nameSearchQuery`); a term held by few names goes
 * through its rarest trigrams, a broad one walks the names in order. All three give the same answer.
 */
export async function nameSearchForm(db: Db, key: string): Promise<NameSearchForm> {
  if (!usesTrigrams(key)) return { form: 'one query' };
  const rarest = await rarestTrigrams(db, 'clinics', key);
  if (rarest.rows <= BROAD_NAME_TERM) return { form: 'trigrams', match: ftsAllOf(rarest.trigrams) };
  // Every name starting with the key sorts between it and it followed by the highest code point.
  return { form: 'walk', to: `${key}\u{10FFFF}` };
}

function nameSearchQueryIn(db: Db, chosen: NameSearchForm, key: string, province?: string) {
  if (chosen.form === 'trigrams') return nameSearchByTrigramsQuery(db, key, chosen.match, province);
  if (chosen.form === 'walk') return nameSearchByWalkQuery(db, key, chosen.to, key, province);
  return nameSearchQuery(db, key, province);
}

async function searchByName(db: Db, key: string, province?: string): Promise<ClinicRow[]> {
  const chosen = await nameSearchForm(db, key);
  if (chosen.form === 'trigrams') {
    return province ? byTrigramsIn(db, key, chosen.match, province) : byTrigrams(db, key, chosen.match);
  }
  if (chosen.form === 'walk') return province ? byWalkIn(db, key, chosen.to, key, province) : byWalk(db, key, chosen.to, key);
  return runHot(db, nameSearchQuery(db, key, province));
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
  nameSearchForm,
  nameSearchQuery: nameSearchQueryIn,
  searchByName,
  procedureSearchForm,
  procedureHits: (db, key, province, form) => (form === 'walk' ? procedureWalk(db, key, province) : indexedHospitals(db, key, province)),
  optimize,
};
