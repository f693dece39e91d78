import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db';
import { dialectOf } from '../../db/dialect';
import { preparedQuery, runHot } from '../../db/prepared';
import { type NameSearchForm, PAGE, type SearchBackend, usesTrigrams } from './backend';
import { type ClinicRow, measuredPage, nameSearchQuery, resultColumns } from './repository';
import { trigramsOf } from './trigram-stats';

/**
 * The name search on both databases (docs/decisions/113 for PostgreSQL, 121 for SQLite): one statement
 * whose cost follows the page, not the directory. The answer is the single query's
 * (`nameSearchQuery`): names starting with the key first, then the names containing it further in,
 * each part by search_key and id. Here:
 * - the names starting with it are the range `key` ≤ search_key < `to`, read in order, at most
 *   SEARCH_LIMIT: on SQLite of clinics_search_idx (or clinics_province_idx within a province), on
 *   PostgreSQL of the key's trigram's entries in clinic_name_trigrams (docs/decisions/126);
 * - the names containing it further in are read from clinic_name_trigrams (migrations 021, 023): the
 *   entries of one of the key's trigrams (the rarest, `trigram`), which are in name order, each tested
 *   on its own key inside the index, stopping once the page is full. Every name holding the key holds
 *   each of its trigrams, so any trigram gives the whole answer; the rarest reads the fewest entries.
 *   "ruisseau" reads 50 entries of "rui" at any size, where reading the name index in order read
 *   ~4,200 names at 100,000 hospitals, and pg_trgm found all 6,900 names holding it, unordered.
 * Only the page's rows are read from clinics.
 */
export function nameSearchByTrigramWalkQuery(db: Db, key: string, to: string, trigram: string, province?: string) {
  const onPostgres = dialectOf(db) === 'postgres';
  // On PostgreSQL the key, the range's end and the trigram reach the plan as the results of one-row
  // subqueries, whose values no plan knows: a plan made for the values then costs what the generic plan
  // costs, so after its first five runs PostgreSQL keeps the generic one instead of planning each run
  // again (0.27–0.41 ms a run at 10,000 hospitals, for the same index walk; docs/decisions/126).
  const opaque = (value: string) => (onPostgres ? sql<string>`(select ${value}::text)` : sql<string>`${value}`);
  // The 1-based position of the key in the entry's own key: > 1 is "further in than the start".
  const position = onPostgres ? sql`strpos(${sql.ref('t.search_key')}, ${opaque(key)})` : sql`instr(${sql.ref('t.search_key')}, ${key})`;
  const prefix = onPostgres ? prefixFromTrigrams(db, key, to, trigram, opaque, province) : prefixFromNameIndex(db, key, to, province);
  let walk = db
    .selectFrom('clinic_name_trigrams as t')
    .select(['t.clinic_id', 't.search_key'])
    .where('t.trigram', '=', opaque(trigram))
    .where(sql<boolean>`${position} > 1`)
    .orderBy('t.search_key')
    .orderBy('t.clinic_id')
    // As many as the first part leaves missing: none when 50 names start with the key.
    .limit(sql<number>`(select ${PAGE} - count(*) from prefix)`);
  if (province) walk = walk.where('t.province', '=', opaque(province));
  const page = db
    .with((cte) => cte('prefix').materialized(), () => prefix.orderBy('c.search_key').orderBy('c.id').limit(PAGE))
    .selectFrom('prefix')
    .selectAll()
    .unionAll(
      db
        .selectFrom(walk.as('walked'))
        .innerJoin('clinics as c', 'c.id', 'walked.clinic_id')
        .select([...resultColumns, 'c.search_key', sql.lit(1).as('part')]),
    )
    .orderBy('part')
    .orderBy('search_key')
    .orderBy('id')
    .limit(PAGE);
  return measuredPage(db, page as never, 'hospital', ['part', 'search_key', 'id']) as unknown as ReturnType<typeof nameSearchQuery>;
}

/** The names starting with the key, on SQLite: the range of clinics_search_idx, whose ties are in id order. */
function prefixFromNameIndex(db: Db, key: string, to: string, province?: string) {
  let prefix = db
    .selectFrom('clinics as c')
    .select([...resultColumns, 'c.search_key', sql.lit(0).as('part')])
    .where('c.verified_at', 'is not', null)
    .where('c.search_key', '>=', key)
    .where('c.search_key', '<', to);
  if (province) prefix = prefix.where('c.province', '=', province);
  return prefix;
}

/**
 * The names starting with the key, on PostgreSQL: they hold its trigram too, so they are the range of
 * that trigram's entries, already in (search_key, id) order, and the first SEARCH_LIMIT are read and no
 * more. From clinics_search_idx, whose ties are not in id order, the plan that knows no value read the
 * whole range and sorted it: 1,626 names for "animal" at 10,000 hospitals (docs/decisions/126).
 */
function prefixFromTrigrams(db: Db, key: string, to: string, trigram: string, opaque: (value: string) => RawBuilder<string>, province?: string) {
  let started = db
    .selectFrom('clinic_name_trigrams as s')
    .select(['s.clinic_id'])
    .where('s.trigram', '=', opaque(trigram))
    .where('s.search_key', '>=', opaque(key))
    .where('s.search_key', '<', opaque(to));
  if (province) started = started.where('s.province', '=', opaque(province));
  const firstIds = started.orderBy('s.search_key').orderBy('s.clinic_id').limit(PAGE);
  return db
    .selectFrom(firstIds.as('started'))
    .innerJoin('clinics as c', 'c.id', 'started.clinic_id')
    .select([...resultColumns, 'c.search_key', sql.lit(0).as('part')]) as unknown as ReturnType<typeof prefixFromNameIndex>;
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

/**
 * The trigram walk for a key of three or more characters, from its rarest trigram by `count` (how many
 * names hold a trigram; stale counts cost speed, never correctness: any trigram of the key leads to
 * every name holding it, and one the counts do not know counts as in no name); the single query for a
 * shorter key (no trigram: the database's contains test answers it) or one ending in U+10FFFF.
 */
export function trigramWalkForm(key: string, count: (trigram: string) => number): NameSearchForm {
  const to = usesTrigrams(key) ? prefixEnd(key) : undefined;
  if (to === undefined) return { form: 'one query' };
  const ranked = trigramsOf(key).map((t) => ({ t, n: count(t) }));
  const rarest = ranked.reduce((a, b) => (b.n < a.n ? b : a));
  return { form: 'trigram walk', to, trigram: rarest.t };
}

/** The query of a name search in the form chosen for it (the bench prints its plan). */
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

/** A name search in the form chosen for the key; the single query runs as a hot statement (db/prepared.ts). */
async function runNameSearch(db: Db, chosen: NameSearchForm, key: string, province?: string): Promise<ClinicRow[]> {
  if (chosen.form === 'trigram walk') return province ? byWalkIn(db, key, chosen.to, chosen.trigram, province) : byWalk(db, key, chosen.to, chosen.trigram);
  return runHot(db, nameSearchQuery(db, key, province));
}

/**
 * A backend's name search: the walk above in the form its `nameSearchForm` picks (each database picks
 * the rarest trigram from its own counts, and PostgreSQL checks its collation first).
 */
export function nameSearchOf(nameSearchForm: SearchBackend['nameSearchForm']): Pick<SearchBackend, 'nameSearchForm' | 'nameSearchQuery' | 'searchByName'> {
  return {
    nameSearchForm,
    nameSearchQuery: nameSearchQueryIn,
    searchByName: async (db, key, province) => runNameSearch(db, await nameSearchForm(db, key), key, province),
  };
}
