import { sql } from 'kysely';
import { SEARCH_LIMIT } from '@shared/constants';
import type { SearchResult } from '@shared/contracts/search';
import type { Db } from '../../db';
import { preparedQuery, runHot } from '../../db/prepared';
import { dialectOf } from '../../db/dialect';
import { escapeLike, keyContains, keyLike } from '../../db/search-key';
import { ftsAllOf, rarestTrigrams } from '../../db/trigram-stats';
import { imageUrlFor } from '../images/repository';

const resultColumns = ['c.id', 'c.name', 'c.address', 'c.city', 'c.province', 'c.logo_image_id', 'c.contact_email'] as const;

interface ClinicRow {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  province: string;
  logo_image_id: number | null;
  contact_email: string | null;
}

/**
 * One object literal per result: built with a spread (`{ ...base, clinicSpecialty }`) it cost 69 µs
 * for 50 results instead of 1.5 µs, a sixth of a whole specialty search (docs/decisions/052).
 */
const toResult = (
  r: ClinicRow,
  clinicSpecialty: SearchResult['clinicSpecialty'],
  procedureMatch: SearchResult['procedureMatch'],
): SearchResult => ({
  id: Number(r.id),
  name: r.name,
  address: r.address,
  city: r.city,
  province: r.province,
  logo_url: imageUrlFor(r.logo_image_id),
  contact_email: r.contact_email,
  clinicSpecialty,
  procedureMatch,
});

/**
 * Hospitals offering an active specialty, one query: emergency-accepting first, then shorter waits,
 * then name (docs/decisions/012). The order is clinic_specialties_rank_idx's own (clinic_key is the
 * hospital's search_key), so the query reads index entries until it has SEARCH_LIMIT rows and sorts
 * nothing.
 */
export function specialtySearchQuery(db: Db, specialtyId: number, province?: string) {
  let q = db
    .selectFrom('clinic_specialties as cs')
    .innerJoin('specialties as s', 's.id', 'cs.specialty_id')
    .innerJoin('clinics as c', 'c.id', 'cs.clinic_id')
    .select([...resultColumns, 'cs.specialty_id', 'cs.wait_time', 'cs.accepting_emergency', 'cs.notes', 'cs.last_updated'])
    .where('cs.specialty_id', '=', specialtyId)
    .where('s.is_active', '=', 1);
  if (province) q = q.where('c.province', '=', province);
  return q
    .orderBy('cs.accepting_emergency', 'desc')
    .orderBy('cs.wait_rank')
    .orderBy('cs.clinic_key')
    .orderBy('cs.clinic_id')
    .limit(SEARCH_LIMIT);
}

// The hottest query of the product, compiled once per shape (docs/decisions/051).
const ID = -1_000_001;
const PROVINCE = '\u0000province';
const anywhere = preparedQuery((db, id: number) => specialtySearchQuery(db, id), [ID]);
const inProvince = preparedQuery((db, id: number, province: string) => specialtySearchQuery(db, id, province), [ID, PROVINCE]);

type SpecialtySearchRow = Awaited<ReturnType<ReturnType<typeof specialtySearchQuery>['executeTakeFirstOrThrow']>>;

export async function searchBySpecialty(db: Db, specialtyId: number, province?: string): Promise<SearchResult[]> {
  const rows = province ? await inProvince(db, specialtyId, province) : await anywhere(db, specialtyId);
  return rows.map(toSpecialtyResult);
}

/** A specialty search row as the API answers it (the bench's floor writes the same JSON). */
export function toSpecialtyResult(r: SpecialtySearchRow): SearchResult {
  return toResult(
    r,
    {
      specialty_id: Number(r.specialty_id),
      wait_time: r.wait_time,
      accepting_emergency: Number(r.accepting_emergency) === 1,
      notes: r.notes,
      last_updated: r.last_updated,
    },
    null,
  );
}

/**
 * Hospitals whose normalised name contains the normalised term; names starting with it first, then by
 * name (docs/decisions/012). This form answers PostgreSQL (pg_trgm indexes the LIKE) and terms shorter
 * than a trigram; SQLite's other terms take one of the two forms below (docs/decisions/055).
 */
export function nameSearchQuery(db: Db, key: string, province?: string) {
  let q = db
    .selectFrom('clinics as c')
    .select(resultColumns)
    .where(keyContains(db, 'clinics', 'c', key));
  if (province) q = q.where('c.province', '=', province);
  return q
    .orderBy(sql`case when ${sql.ref('c.search_key')} like ${`${escapeLike(key)}%`} escape '\\' then 0 else 1 end`)
    .orderBy('c.search_key')
    .orderBy('c.id')
    .limit(SEARCH_LIMIT);
}

/**
 * SQLite, a term found in few names: the names holding its rarest trigrams (`match`, see
 * db/trigram-stats.ts), each checked for the whole term, prefix matches first.
 */
export function nameSearchByTrigramsQuery(db: Db, key: string, match: string, province?: string) {
  let q = db
    .selectFrom('clinics as c')
    .select(resultColumns)
    .where('c.id', 'in', sql<number>`(select rowid from clinics_fts where clinics_fts match ${match})`)
    .where(sql<boolean>`instr(${sql.ref('c.search_key')}, ${key}) > 0`);
  if (province) q = q.where('c.province', '=', province);
  return q
    .orderBy(sql`instr(${sql.ref('c.search_key')}, ${key}) <> 1`)
    .orderBy('c.search_key')
    .orderBy('c.id')
    .limit(SEARCH_LIMIT);
}

/**
 * SQLite, a term found in many names: the names starting with it (a range of clinics_search_idx, or of
 * clinics_province_idx within a province), then as many as are still missing of the names containing
 * it further in, read in name order from the same index. The walk stops as soon as it has them, which
 * is early because many names match; it is not read at all when the first part is full. Only the two
 * short lists are sorted (docs/decisions/055). `from` ≤ key < `to` is the prefix range.
 */
export function nameSearchByWalkQuery(db: Db, from: string, to: string, key: string, province?: string) {
  const inScope = () => {
    const q = db.selectFrom('clinics as c');
    return province ? q.where('c.province', '=', province) : q;
  };
  const startsWith = () => inScope().where('c.search_key', '>=', from).where('c.search_key', '<', to);
  const missing = sql<number>`(select ${SEARCH_LIMIT} - count(*) from (${startsWith().select(sql.lit(1).as('one')).limit(SEARCH_LIMIT)}))`;
  const prefix = startsWith()
    .select([...resultColumns, 'c.search_key', sql.lit(0).as('part')])
    .orderBy('c.search_key')
    .orderBy('c.id')
    .limit(SEARCH_LIMIT);
  const inner = inScope()
    .select([...resultColumns, 'c.search_key', sql.lit(1).as('part')])
    .where(sql<boolean>`instr(${sql.ref('c.search_key')}, ${key}) > 1`)
    .orderBy('c.search_key')
    .orderBy('c.id')
    .limit(missing);
  return db
    .selectFrom(prefix.as('prefix'))
    .selectAll()
    .unionAll(db.selectFrom(inner.as('inner')).selectAll())
    .orderBy('part')
    .orderBy('search_key')
    .orderBy('id')
    .limit(SEARCH_LIMIT);
}

/** Above this many names holding a term's rarest trigram, the name-order walk is the cheaper way. */
export const BROAD_NAME_TERM = 200;

// Compiled once per database and shape (docs/decisions/051); the placeholders occur nowhere else.
const KEY = '\u0000key';
const MATCH = '\u0000match';
const FROM = '\u0000from';
const TO = '\u0000to';
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

/** Which form a name search takes for a key (docs/decisions/055); `match` is the trigram form's FTS query. */
export type NameSearchForm = { form: 'one query' } | { form: 'trigrams'; match: string } | { form: 'walk'; to: string };

/**
 * PostgreSQL (pg_trgm answers the LIKE) and terms shorter than a trigram run `nameSearchQuery`; on
 * SQLite a term held by few names goes through its rarest trigrams, a broad one walks the names in
 * order. All three give the same answer.
 */
export async function nameSearchForm(db: Db, key: string): Promise<NameSearchForm> {
  if (dialectOf(db) !== 'sqlite' || [...key].length < 3) return { form: 'one query' };
  const rarest = await rarestTrigrams(db, 'clinics', key);
  if (rarest.rows <= BROAD_NAME_TERM) return { form: 'trigrams', match: ftsAllOf(rarest.trigrams) };
  // Every name starting with the key sorts between it and it followed by the highest code point.
  return { form: 'walk', to: `${key}\u{10FFFF}` };
}

/** The query of a name search in the form chosen for it (the bench prints its plan). */
export function nameSearchQueryIn(db: Db, chosen: NameSearchForm, key: string, province?: string) {
  if (chosen.form === 'trigrams') return nameSearchByTrigramsQuery(db, key, chosen.match, province);
  if (chosen.form === 'walk') return nameSearchByWalkQuery(db, key, chosen.to, key, province);
  return nameSearchQuery(db, key, province);
}

export async function searchByName(db: Db, key: string, province?: string): Promise<SearchResult[]> {
  const chosen = await nameSearchForm(db, key);
  let rows: ClinicRow[];
  if (chosen.form === 'trigrams') {
    rows = province ? await byTrigramsIn(db, key, chosen.match, province) : await byTrigrams(db, key, chosen.match);
  } else if (chosen.form === 'walk') {
    rows = province ? await byWalkIn(db, key, chosen.to, key, province) : await byWalk(db, key, chosen.to, key);
  } else {
    rows = await runHot(db, nameSearchQuery(db, key, province));
  }
  return rows.map((r) => toResult(r, null, null));
}

/**
 * Hospitals with a quote or a procedure wait entry whose name contains the term, by name, in one
 * query. The inner select finds the first SEARCH_LIMIT hospitals, in one of two forms:
 * - `trigrams`: through the quotes' and waits' trigram indexes, then sorted by name;
 * - `walk` (SQLite, a term in many quotes or waits): the first PROCEDURE_WALK_LIMIT hospitals in name
 *   order, each kept when one of its quotes or waits contains the term (clinic_id indexes). This is the
 *   whole answer only when it has SEARCH_LIMIT hospitals (or the walk saw every hospital);
 *   `searchByProcedure` otherwise asks the trigram form (docs/decisions/055).
 * Only for those does the outer select look up the first matching quote (its procedure and price range)
 * and the first matching wait entry, through the clinic_id indexes.
 */
export function procedureSearchQuery(db: Db, key: string, province?: string, form: ProcedureSearchForm = 'trigrams') {
  const hits = form === 'walk' ? walkedHospitals(db, key, province) : indexedHospitals(db, key, province);

  return db
    .selectFrom(hits.as('hit'))
    .select(['hit.id', 'hit.name', 'hit.address', 'hit.city', 'hit.province', 'hit.logo_image_id', 'hit.contact_email'])
    .select((eb) => {
      const firstQuote = eb.selectFrom('pricings as p').whereRef('p.clinic_id', '=', 'hit.id').where(keyLike('p', key)).orderBy('p.procedure_name').orderBy('p.id').limit(1);
      const firstWait = eb.selectFrom('procedure_waits as w').whereRef('w.clinic_id', '=', 'hit.id').where(keyLike('w', key)).orderBy('w.procedure').orderBy('w.id').limit(1);
      return [
        firstQuote.select('p.procedure_name').as('quote_procedure'),
        firstQuote.select('p.price_range').as('price_range'),
        firstWait.select('w.procedure').as('wait_procedure'),
        firstWait.select('w.wait_time').as('wait_time'),
        firstWait.select('w.last_updated').as('last_updated'),
      ];
    })
    .orderBy('hit.search_key')
    .orderBy('hit.id');
}

/** Procedure search, `trigrams` form: the first SEARCH_LIMIT hospitals found through the trigram indexes. */
function indexedHospitals(db: Db, key: string, province?: string) {
  let q = db
    .selectFrom('clinics as c')
    .select([...resultColumns, 'c.search_key'])
    .where('c.id', 'in', (eb) =>
      eb
        .selectFrom('pricings as p')
        .select('p.clinic_id')
        .where(keyContains(db, 'pricings', 'p', key))
        .union(eb.selectFrom('procedure_waits as w').select('w.clinic_id').where(keyContains(db, 'procedure_waits', 'w', key))),
    );
  if (province) q = q.where('c.province', '=', province);
  return q.orderBy('c.search_key').orderBy('c.id').limit(SEARCH_LIMIT);
}

/**
 * Procedure search, `walk` form: the first SEARCH_LIMIT matching hospitals among the first
 * PROCEDURE_WALK_LIMIT by name. The bound is the name key of the last of those (or the highest code
 * point when there are fewer), so the walk is a range of the name index read in order: it stops at
 * SEARCH_LIMIT matches, or at the bound.
 */
function walkedHospitals(db: Db, key: string, province?: string) {
  const inScope = () => {
    const q = db.selectFrom('clinics as c');
    return province ? q.where('c.province', '=', province) : q;
  };
  const lastWalked = inScope().select('c.search_key').orderBy('c.search_key').limit(1).offset(PROCEDURE_WALK_LIMIT - 1);
  const holds = (table: 'pricings' | 'procedure_waits', alias: 'p' | 'w') =>
    sql<boolean>`exists (select 1 from ${sql.table(table)} ${sql.raw(alias)} where ${sql.ref(`${alias}.clinic_id`)} = ${sql.ref('c.id')} and instr(${sql.ref(`${alias}.search_key`)}, ${key}) > 0)`;
  return inScope()
    .select([...resultColumns, 'c.search_key'])
    .where('c.search_key', '<=', sql<string>`coalesce((${lastWalked}), char(1114111))`)
    .where((eb) => eb.or([holds('pricings', 'p'), holds('procedure_waits', 'w')]))
    .orderBy('c.search_key')
    .orderBy('c.id')
    .limit(SEARCH_LIMIT);
}

export type ProcedureSearchForm = 'trigrams' | 'walk';

/** How many hospitals a procedure walk reads at most (~3 ms at 8 µs each) before it gives up. */
export const PROCEDURE_WALK_LIMIT = 400;

/**
 * On SQLite the walk is the cheaper form when the term's rarest trigram is in quotes and waits
 * numbering at least this share of the hospitals: most hospitals then match and the walk stops after
 * a few dozen. A term in few rows reads them through the trigram indexes instead (a walk would read
 * every hospital). Measured at 10,000 hospitals: "echocardio" (quoted by 7,589 hospitals) 26–33 ms
 * → 1.3–1.9 ms, most of it the 50 hospitals' first-match lookups.
 */
export const BROAD_PROCEDURE_SHARE = 0.25;

export async function procedureSearchForm(db: Db, key: string): Promise<ProcedureSearchForm> {
  // Short terms have no trigrams to count; PostgreSQL plans the LIKE itself.
  if (dialectOf(db) !== 'sqlite' || [...key].length < 3) return 'trigrams';
  const quotes = await rarestTrigrams(db, 'pricings', key, 1);
  const waits = await rarestTrigrams(db, 'procedure_waits', key, 1);
  return quotes.rows + waits.rows >= Math.max(1, quotes.hospitals * BROAD_PROCEDURE_SHARE) ? 'walk' : 'trigrams';
}

export async function searchByProcedure(db: Db, key: string, province?: string): Promise<SearchResult[]> {
  const form = await procedureSearchForm(db, key);
  let rows = await runHot(db, procedureSearchQuery(db, key, province, form));
  // A walk answers for itself only when full. Short, the term's trigrams were common but the term
  // itself was not ("ography"), and the trigram form gives the whole answer.
  if (form === 'walk' && rows.length < SEARCH_LIMIT) rows = await runHot(db, procedureSearchQuery(db, key, province, 'trigrams'));

  return rows.map((r) =>
    toResult(r, null, {
      procedure: (r.quote_procedure ?? r.wait_procedure)!,
      price_range: r.price_range,
      wait_time: r.wait_time,
      last_updated: r.last_updated,
    }),
  );
}
