import { sql } from 'kysely';
import type { Db } from '../../db';
import { keyLike } from '../../db/search-key';
import { type NameSearchForm, PAGE, type SearchBackend, type TrigramTable, usesTrigrams } from './backend';
import { nameSearchOf, trigramWalkForm } from './name-walk';
import { type ProcedureHits, indexedHospitals, procedureWalk } from './repository';

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
 * (the statement is named, so its plan is generic: docs/decisions/052, 109). First the walk
 * (`procedureWalk`): the first PROCEDURE_WALK_LIMIT hospitals in name order, each tested by one strpos
 * on its procedure_key (migration 016), stopping at SEARCH_LIMIT matches. When it found that many it
 * is the answer: a broad term ("echocardio", quoted by three hospitals in four) reads about 70 rows.
 * Otherwise the term is rare, and the trigram form answers: the pg_trgm indexes of pricings and
 * procedure_waits find its few hospitals. Each branch carries a condition on the walk's count that
 * PostgreSQL evaluates once (a one-time filter), so only one of them runs past that check.
 */
function procedureHits(db: Db, key: string, province?: string): ProcedureHits {
  const walk = procedureWalk(db, province, (procedureKey) => sql<boolean>`strpos(${procedureKey}, ${key}) > 0`);
  const walked = sql<number>`(select count(*) from walk)`;
  const hits = db
    .with((cte) => cte('walk').materialized(), () => walk)
    .selectFrom('walk')
    .selectAll()
    .where(sql<boolean>`${walked} = ${PAGE}`)
    .unionAll(db.selectFrom(indexedHospitals(db, key, province).as('indexed')).selectAll().where(sql<boolean>`${walked} < ${PAGE}`));
  return hits as unknown as ProcedureHits;
}

// ---- name search (the walk itself: name-walk.ts) ----

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
 * The trigram walk (name-walk.ts) for a key of three or more characters, from its rarest trigram, when
 * the names sort by code point; the single query otherwise (a shorter key has no trigram, and strpos
 * answers it).
 */
export async function nameSearchForm(db: Db, key: string): Promise<NameSearchForm> {
  if (!usesTrigrams(key) || !(await sortsByCodePoint(db))) return { form: 'one query' };
  const counts = await (nameTrigramCounts.get(handleOf(db)) ?? readNameTrigramCounts(db));
  return trigramWalkForm(key, (t) => counts.get(t) ?? 0);
}

export const postgresSearch: SearchBackend = {
  keyContains,
  ...nameSearchOf(nameSearchForm),
  procedureSearchForm: async () => 'walk, else trigrams',
  procedureHits: (db, key, province, form) => (form === 'trigrams' ? indexedHospitals(db, key, province) : procedureHits(db, key, province)),
  optimize: async (db) => void (await readNameTrigramCounts(db)),
};
