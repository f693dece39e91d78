import { sql } from 'kysely';
import type { Db } from '../../db';
import { preparedQuery, runHot } from '../../db/prepared';
import { keyLike } from '../../db/search-key';
import { type NameSearchForm, PAGE, type SearchBackend, type TrigramTable, usesTrigrams } from './backend';
import { type ClinicRow, type ProcedureHits, indexedHospitals, measuredPage, nameSearchQuery, resultColumns, walkedHospitals } from './repository';
import { trigramsOf } from './trigram-stats';

/**
 * Search on PostgreSQL: each trigram table's search_key has a pg_trgm GIN index (migration 002,
 * built with fastupdate off, so it needs no upkeep), which answers the LIKE itself. A name search of
 * three or more characters walks clinic_name_trigrams in name order instead (migration 021,
 * docs/decisions/113); a procedure search walks the hospitals, else reads the trigram indexes
 * (docs/decisions/109). Every search is one statement.
 */

/**
 * `<alias>.search_key contains key` by LIKE, which the pg_trgm index answers. A key shorter than a
 * trigram is matched by strpos() instead: a statement is named by its SQL text (db/prepared.ts), and
 * the trigram one's generic plan reads the index, which cannot help a short term (docs/decisions/051,
 * 052).
 */
function keyContains(_db: Db, _table: TrigramTable, alias: string, key: string) {
  return usesTrigrams(key) ? keyLike(alias, key) : sql<boolean>`strpos(${sql.ref(`${alias}.search_key`)}, ${key}) > 0`;
}

/**
 * The hospitals of a procedure search in one statement that needs no statistics to choose its form
 * (the statement is named, so its plan is generic: docs/decisions/052, 109). First the walk: the first
 * PROCEDURE_WALK_LIMIT hospitals in name order, each tested by one strpos on its procedure_key
 * (migration 016), stopping at SEARCH_LIMIT matches. When it found that many it is the answer: a broad
 * term ("echocardio", quoted by three hospitals in four) reads about 70 rows. Otherwise the term is
 * rare, and the trigram form answers: the pg_trgm indexes of pricings and procedure_waits find its few
 * hospitals. Each branch carries a condition on the walk's count that PostgreSQL evaluates once (a
 * one-time filter), so only one of them runs past that check.
 */
function procedureHits(db: Db, key: string, province?: string): ProcedureHits {
  const walk = walkedHospitals(db, key, province, sql<boolean>`strpos(${sql.ref('c.procedure_key')}, ${key}) > 0`);
  const walked = sql<number>`(select count(*) from walk)`;
  const hits = db
    .with((cte) => cte('walk').materialized(), () => walk)
    .selectFrom('walk')
    .selectAll()
    .where(sql<boolean>`${walked} = ${PAGE}`)
    .unionAll(db.selectFrom(indexedHospitals(db, key, province).as('indexed')).selectAll().where(sql<boolean>`${walked} < ${PAGE}`));
  return hits as unknown as ProcedureHits;
}

// ---- name search ----

/**
 * A name search in one statement whose cost follows the page, not the directory (docs/decisions/113).
 * The answer is the single query's (`nameSearchQuery`): names starting with the key first, then the
 * names containing it further in, each part by search_key and id. Here:
 * - the names starting with it are the range `key` ≤ search_key < `to` of clinics_search_idx (or of
 *   clinics_province_idx within a province), read in order, at most SEARCH_LIMIT;
 * - the names containing it further in are read from clinic_name_trigrams (migration 021): the entries
 *   of one of the key's trigrams (the rarest, `trigram`), which are in name order, each tested by
 *   strpos on its own key inside the index, stopping once the page is full. Every name holding the key
 *   holds each of its trigrams, so any trigram gives the whole answer; the rarest reads the fewest
 *   entries. "ruisseau" reads 50 entries of "rui" at any size, where pg_trgm found all 6,900 names
 *   holding it at 100,000 hospitals and PostgreSQL fetched and sorted them to keep 50.
 * Only the page's rows are read from clinics.
 */
export function nameSearchByTrigramWalkQuery(db: Db, key: string, to: string, trigram: string, province?: string) {
  let prefix = db
    .selectFrom('clinics as c')
    .select([...resultColumns, 'c.search_key', sql.lit(0).as('part')])
    .where('c.verified_at', 'is not', null)
    .where('c.search_key', '>=', key)
    .where('c.search_key', '<', to);
  if (province) prefix = prefix.where('c.province', '=', province);
  let walk = db
    .selectFrom('clinic_name_trigrams as t')
    .select(['t.clinic_id', 't.search_key'])
    .where('t.trigram', '=', trigram)
    .where(sql<boolean>`strpos(${sql.ref('t.search_key')}, ${key}) > 1`)
    .orderBy('t.search_key')
    .orderBy('t.clinic_id')
    // As many as the first part leaves missing: none when 50 names start with the key.
    .limit(sql<number>`(select ${PAGE} - count(*) from prefix)`);
  if (province) walk = walk.where('t.province', '=', province);
  const page = db
    .with((cte) => cte('prefix').materialized(), () => prefix.orderBy('c.search_key').orderBy('c.id').limit(PAGE))
    .selectFrom('prefix')
    .selectAll()
    .unionAll(
      db
        .selectFrom(walk.as('w'))
        .innerJoin('clinics as c', 'c.id', 'w.clinic_id')
        .select([...resultColumns, 'c.search_key', sql.lit(1).as('part')]),
    )
    .orderBy('part')
    .orderBy('search_key')
    .orderBy('id')
    .limit(PAGE);
  return measuredPage(db, page as never, 'hospital', ['part', 'search_key', 'id']) as unknown as ReturnType<typeof nameSearchQuery>;
}

/**
 * The end of the range of keys starting with `key`, in code point order: the key with its last code
 * point raised by one, so `key` ≤ k < end holds exactly for the keys k starting with it. None for a
 * key ending in U+10FFFF (no code point follows it).
 */
export function prefixEnd(key: string): string | undefined {
  const points = [...key];
  const last = points.pop()!.codePointAt(0)!;
  if (last === 0x10ffff) return undefined;
  // UTF-16 surrogates are no characters: U+D7FF is followed by U+E000.
  return points.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
}

/** The collations in which text sorts by code point, as the prefix range needs (glibc's C.UTF-8 does). */
export const CODE_POINT_COLLATIONS = new Set(['C', 'POSIX', 'C.UTF-8', 'C.utf8']);

// Per database (its adapter, which its transactions and connections share): read once.
const byCodePoint = new WeakMap<object, Promise<boolean>>();
const nameTrigramCounts = new WeakMap<object, Promise<Map<string, number>>>();
const handleOf = (db: Db) => db.getExecutor().adapter;

/**
 * Whether clinics.search_key sorts by code point: then the names starting with a key are one range of
 * its index. In a language's collation (en_US.UTF-8) they are not (it weighs spaces and punctuation
 * last), and the name search keeps its single query there.
 */
function sortsByCodePoint(db: Db): Promise<boolean> {
  let known = byCodePoint.get(handleOf(db));
  if (!known) {
    known = sql<{ collation: string | null; provider: string }>`
      select case when co.collname = 'default' then d.datcollate else co.collcollate end as collation,
             case when co.collname = 'default' then d.datlocprovider else co.collprovider end as provider
      from pg_attribute a join pg_collation co on co.oid = a.attcollation join pg_database d on d.datname = current_database()
      where a.attrelid = 'clinics'::regclass and a.attname = 'search_key'`
      .execute(db)
      .then(({ rows }) => rows.length === 1 && rows[0]!.provider === 'c' && CODE_POINT_COLLATIONS.has(rows[0]!.collation ?? ''));
    byCodePoint.set(handleOf(db), known);
  }
  return known;
}

/**
 * How many listed names hold each trigram, to walk the rarest of a key's. Read when first needed and
 * again by `optimize` (start-up, then hourly): under a second at 100,000 hospitals. Stale counts cost speed,
 * never correctness: any trigram of the key leads to every name holding it, and one the counts do not
 * know counts as in no name (a new name: its few entries are read).
 */
function readNameTrigramCounts(db: Db): Promise<Map<string, number>> {
  const counts = db
    .selectFrom('clinic_name_trigrams')
    .select(['trigram', (eb) => eb.fn.countAll<string>().as('names')])
    .groupBy('trigram')
    .execute()
    .then((rows) => new Map(rows.map((r) => [r.trigram, Number(r.names)])));
  nameTrigramCounts.set(handleOf(db), counts);
  counts.catch(() => nameTrigramCounts.delete(handleOf(db)));
  return counts;
}

/**
 * The trigram walk for a key of three or more characters, when the names sort by code point; the
 * single query otherwise (a shorter key has no trigram, and strpos answers it).
 */
export async function nameSearchForm(db: Db, key: string): Promise<NameSearchForm> {
  const to = usesTrigrams(key) ? prefixEnd(key) : undefined;
  if (to === undefined || !(await sortsByCodePoint(db))) return { form: 'one query' };
  const counts = await (nameTrigramCounts.get(handleOf(db)) ?? readNameTrigramCounts(db));
  const ranked = trigramsOf(key).map((t) => ({ t, n: counts.get(t) ?? 0 }));
  const rarest = ranked.reduce((a, b) => (b.n < a.n ? b : a));
  return { form: 'trigram walk', to, trigram: rarest.t };
}

function nameSearchQueryIn(db: Db, chosen: NameSearchForm, key: string, province?: string) {
  if (chosen.form === 'trigram walk') return nameSearchByTrigramWalkQuery(db, key, chosen.to, chosen.trigram, province);
  return nameSearchQuery(db, key, province);
}

// Compiled once per database and shape (docs/decisions/051); the placeholders occur nowhere else.
const KEY = '\u0000key';
const TO = '\u0000to';
const TRIGRAM = '\u0000trigram';
const PROVINCE = '\u0000province';
const byWalk = preparedQuery((db, key: string, to: string, trigram: string) => nameSearchByTrigramWalkQuery(db, key, to, trigram), [KEY, TO, TRIGRAM]);
const byWalkIn = preparedQuery(
  (db, key: string, to: string, trigram: string, province: string) => nameSearchByTrigramWalkQuery(db, key, to, trigram, province),
  [KEY, TO, TRIGRAM, PROVINCE],
);

async function searchByName(db: Db, key: string, province?: string): Promise<ClinicRow[]> {
  const chosen = await nameSearchForm(db, key);
  if (chosen.form === 'trigram walk') return province ? byWalkIn(db, key, chosen.to, chosen.trigram, province) : byWalk(db, key, chosen.to, chosen.trigram);
  return runHot(db, nameSearchQuery(db, key, province));
}

export const postgresSearch: SearchBackend = {
  keyContains,
  nameSearchForm,
  nameSearchQuery: nameSearchQueryIn,
  searchByName,
  procedureSearchForm: async () => 'walk, else trigrams',
  procedureHits: (db, key, province, form) => (form === 'trigrams' ? indexedHospitals(db, key, province) : procedureHits(db, key, province)),
  optimize: async (db) => void (await readNameTrigramCounts(db)),
};
