import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { SEARCH_LIMIT } from '@shared/constants';
import type { SearchResult } from '@shared/contracts/search';
import type { Db } from '../../db';
import { dialectOf } from '../../db/dialect';
import { preparedQuery, runHot } from '../../db/prepared';
import { escapeLike, keyLike } from '../../db/search-key';
import { imageUrlFor } from '../images/repository';
import { PAGE, type ProcedureSearchForm, keyContains, searchBackendOf } from './backend';
import { type Origin, type Reach, type WalkedHospitals, nearestHospitals, preparedNear, reachOf, roundKm, withinReach } from './near';

/**
 * The searches' SQL that reads the same on both databases, and the runs that map their rows to
 * results. How a term is matched through the trigram indexes, and which form a name or procedure
 * search takes, is the database's search backend (backend.ts: sqlite.ts, postgres.ts).
 */

export const resultColumns = ['c.id', 'c.name', 'c.address', 'c.city', 'c.province', 'c.logo_image_id', 'c.contact_email', 'c.phone', 'c.verified_at'] as const;

/** A hospital as every search reads it. */
export interface ClinicRow {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  province: string;
  logo_image_id: number | null;
  contact_email: string | null;
  phone: string | null;
  /** Every search reads verified listings only (`.where('c.verified_at', 'is not', null)`, issue 21). */
  verified_at: string | null;
  /** The card's measure, joined from search_measures (`withMeasures`); absent in the bench's floor. */
  measured_days?: number | string | null;
  measured_referrals?: number | string | null;
}

/**
 * Adds each hospital's (alias `c`, or `hit`) card measure from search_measures (docs/decisions/090): the
 * median days to the appointment for the searched specialty (`cs.specialty_id`), or for the whole
 * hospital (specialty 0), in the search's own statement instead of a second query per search
 * (docs/decisions/109). PostgreSQL probes it from a lateral subquery (one index probe per result;
 * two scalar subqueries cost it ~0.8 ms a page, docs/decisions/120); SQLite looks each column up in a scalar subquery, because joined it built a
 * Bloom filter on search_measures (reading all of it) whenever it expected many rows.
 */
export function withMeasures(db: Db, of: 'specialty' | 'hospital', hospital: 'c.id' | 'hit.id' = 'c.id') {
  const specialty = of === 'hospital' ? sql.lit(HOSPITAL_MEASURE) : sql.ref(hospital === 'c.id' ? 'cs.specialty_id' : 'hit.specialty_id');
  const postgres = dialectOf(db) === 'postgres';
  const column = (name: 'median_days' | 'referrals') =>
    postgres
      ? sql<number | string | null>`${sql.ref(`m.${name}`)}`
      : sql<number | string | null>`(select ${sql.ref(`m.${name}`)} from search_measures m where ${sql.ref('m.clinic_id')} = ${sql.ref(hospital)} and ${sql.ref('m.specialty_id')} = ${specialty})`;
  return <DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O & MeasuredColumns> => {
    // A lateral probe, not a plain join: joined, the plan made for a common specialty read all of
    // search_measures once per search (a sequential scan, 0.3 ms at 10,000 hospitals) instead of 50
    // probes of its key. The LIMIT (at most one row by that key anyway) keeps PostgreSQL from pulling
    // the subquery up into a join again.
    const joined = postgres
      ? (q as unknown as SelectQueryBuilder<any, any, O>).leftJoin(
          sql`lateral (select ${sql.ref('median_days')}, ${sql.ref('referrals')} from search_measures where ${sql.ref('clinic_id')} = ${sql.ref(hospital)} and ${sql.ref('specialty_id')} = ${specialty} limit 1)`.as('m'),
          (join) => join.onTrue(),
        )
      : q;
    return joined.select([column('median_days').as('measured_days'), column('referrals').as('measured_referrals')] as never) as unknown as SelectQueryBuilder<DB, TB, O & MeasuredColumns>;
  };
}

/**
 * A sorted page (at most SEARCH_LIMIT rows) with each row's card measure, in the page's own order
 * (`order`: its output columns). A sorted query computes its select list for every row it sorts, so
 * the measures are looked up here, for the page only: inside, a near search looked them up for each of
 * the ~1,900 hospitals it sorted.
 */
export function measuredPage<O>(db: Db, page: SelectQueryBuilder<any, any, O>, of: 'specialty' | 'hospital', order: readonly string[]) {
  let q = db.selectFrom(page.as('hit') as never).selectAll('hit' as never) as unknown as SelectQueryBuilder<any, any, O>;
  q = q.$call(withMeasures(db, of, 'hit.id'));
  for (const column of order) q = q.orderBy(sql.ref(`hit.${column}`));
  return q as unknown as SelectQueryBuilder<any, any, O & MeasuredColumns>;
}

/** search_measures' specialty_id for a whole hospital's measure (modules/measures). */
const HOSPITAL_MEASURE = 0;

interface MeasuredColumns {
  measured_days: number | string | null;
  measured_referrals: number | string | null;
}

/**
 * One object literal per result: built with a spread (`{ ...base, clinicSpecialty }`) it cost 69 µs
 * for 50 results instead of 1.5 µs, a sixth of a whole specialty search (docs/decisions/052).
 */
const toResult = (
  r: ClinicRow,
  clinicSpecialty: SearchResult['clinicSpecialty'],
  procedureMatch: SearchResult['procedureMatch'],
  scope: SearchResult['measured']['scope'] = 'hospital',
): SearchResult => ({
  id: Number(r.id),
  name: r.name,
  address: r.address,
  city: r.city,
  province: r.province,
  logo_url: imageUrlFor(r.logo_image_id),
  contact_email: r.contact_email,
  phone: r.phone,
  verified_at: r.verified_at!,
  clinicSpecialty,
  procedureMatch,
  measured: {
    scope,
    to_appointment: r.measured_days == null ? null : { median_days: Number(r.measured_days), referrals: Number(r.measured_referrals) },
  },
});

/**
 * Hospitals offering an active specialty, one query: emergency-accepting first, then shorter waits,
 * then name (docs/decisions/012). The order is clinic_specialties_rank_idx's own (clinic_key is the
 * hospital's search_key), so the query reads index entries until it has SEARCH_LIMIT rows and sorts
 * nothing.
 */
export function specialtySearchQuery(db: Db, specialtyId: number, province?: string) {
  return specialtyRows(db, specialtyId, province)
    .orderBy('cs.accepting_emergency', 'desc')
    .orderBy('cs.wait_rank')
    .orderBy('cs.clinic_key')
    .orderBy('cs.clinic_id')
    .limit(PAGE);
}

/** The rows of a specialty search, unordered. */
function specialtyRows(db: Db, specialtyId: number, province?: string) {
  let q = db
    .selectFrom('clinic_specialties as cs')
    .innerJoin('specialties as s', 's.id', 'cs.specialty_id')
    .innerJoin('clinics as c', 'c.id', 'cs.clinic_id')
    .select([...resultColumns, 'cs.specialty_id', 'cs.wait_time', 'cs.accepting_emergency', 'cs.notes', 'cs.last_updated'])
    .where('cs.specialty_id', '=', specialtyId)
    .where('s.is_active', '=', 1)
    .where('c.verified_at', 'is not', null);
  if (province) q = q.where('c.province', '=', province);
  return q;
}

/**
 * A specialty search near a place: the hospitals offering it within reach, nearest first, walked point
 * by point (near.ts), each point's hospitals kept when they list the specialty.
 */
export function specialtyNearQuery(db: Db, specialtyId: number, origin: Origin | Reach, province?: string) {
  const offering = (h: WalkedHospitals) =>
    h.where((eb) => eb.exists(eb.selectFrom('clinic_specialties as hs').select('hs.clinic_id').whereRef('hs.clinic_id', '=', 'h.id').where('hs.specialty_id', '=', specialtyId)));
  const page = nearestHospitals(db, reachOf(origin), province, offering)
    // CROSS JOINs kept in this order on SQLite (near.ts): after the walk, each result's own row.
    .crossJoin('clinic_specialties as cs')
    .whereRef('cs.clinic_id', '=', 'c.id')
    .where('cs.specialty_id', '=', specialtyId)
    .crossJoin('specialties as s')
    .whereRef('s.id', '=', 'cs.specialty_id')
    .select([...resultColumns, 'cs.specialty_id', 'cs.wait_time', 'cs.accepting_emergency', 'cs.notes', 'cs.last_updated'])
    .where('s.is_active', '=', 1)
    .orderBy('distance_km')
    .orderBy('c.id')
    .limit(PAGE);
  return measuredPage(db, page, 'specialty', NEAREST);
}

// The hottest query of the product, compiled once per shape (docs/decisions/051).
const ID = -1_000_001;
const PROVINCE = '\u0000province';
// The bench's floor runs specialtySearchQuery itself, without the measures.
const anywhere = preparedQuery((db, id: number) => specialtySearchQuery(db, id).$call(withMeasures(db, 'specialty')), [ID]);
const inProvince = preparedQuery((db, id: number, province: string) => specialtySearchQuery(db, id, province).$call(withMeasures(db, 'specialty')), [ID, PROVINCE]);
const specialtyNear = preparedNear((db, reach, province, id: number) => specialtyNearQuery(db, id, reach, province), [ID]);
const near = preparedNear((db, reach, province) => nearQuery(db, reach, province), []);

type SpecialtySearchRow = Awaited<ReturnType<ReturnType<typeof specialtySearchQuery>['executeTakeFirstOrThrow']>>;

export async function searchBySpecialty(db: Db, specialtyId: number, province?: string, origin?: Origin): Promise<SearchResult[]> {
  if (origin) return withDistances(await specialtyNear(db, reachOf(origin), province, specialtyId), toSpecialtyResult);
  const rows = province ? await inProvince(db, specialtyId, province) : await anywhere(db, specialtyId);
  return rows.map(toSpecialtyResult);
}

/** Rows of a search near a place as results carrying their distance. */
function withDistances<R extends { distance_km: number | string }>(rows: R[], toResult: (r: R) => SearchResult): SearchResult[] {
  return rows.map((r) => {
    const result = toResult(r);
    result.distance_km = roundKm(r.distance_km);
    return result;
  });
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
    'specialty',
  );
}

/**
 * Hospitals whose normalised name contains the normalised term; names starting with it first, then by
 * name (docs/decisions/012). The form every name search can take, and the one of terms shorter than a
 * trigram; longer terms walk a trigram's names in order (name-walk.ts), which answers the same
 * (docs/decisions/113, 121).
 */
export function nameSearchQuery(db: Db, key: string, province?: string) {
  let q = db
    .selectFrom('clinics as c')
    .select([...resultColumns, 'c.search_key'])
    .select(sql<number>`case when ${sql.ref('c.search_key')} like ${`${escapeLike(key)}%`} escape '\\' then 0 else 1 end`.as('further_in'))
    .where(keyContains(db, 'clinics', 'c', key))
    .where('c.verified_at', 'is not', null);
  if (province) q = q.where('c.province', '=', province);
  return measuredPage(db, q.orderBy('further_in').orderBy('c.search_key').orderBy('c.id').limit(PAGE), 'hospital', ['further_in', 'search_key', 'id']);
}

/** The order of a page near a place: nearest first, then by id. */
const NEAREST = ['distance_km', 'id'] as const;

/**
 * A name search near a place: the hospitals within reach whose name or city contains the term, nearest
 * first, in the single-query form (the bounding box, not the name order, narrows it).
 */
export function nameNearQuery(db: Db, key: string, origin: Origin | Reach, province?: string) {
  let q = db
    .selectFrom('clinics as c')
    .select(resultColumns)
    .where(keyContains(db, 'clinics', 'c', key))
    .$call(withinReach(reachOf(origin)));
  if (province) q = q.where('c.province', '=', province);
  return measuredPage(db, q.orderBy('distance_km').orderBy('c.id').limit(PAGE), 'hospital', NEAREST);
}

/** The hospitals around a place, nearest first: `near` without a name or procedure, walked point by point (near.ts). */
export function nearQuery(db: Db, origin: Origin | Reach, province?: string) {
  const page = nearestHospitals(db, reachOf(origin), province).select(resultColumns).orderBy('distance_km').orderBy('c.id').limit(PAGE);
  return measuredPage(db, page, 'hospital', NEAREST);
}

export async function searchNear(db: Db, origin: Origin, province?: string): Promise<SearchResult[]> {
  return withDistances(await near(db, reachOf(origin), province), (r) => toResult(r, null, null));
}

export async function searchByName(db: Db, key: string, province?: string, origin?: Origin): Promise<SearchResult[]> {
  if (origin) return withDistances(await runHot(db, nameNearQuery(db, key, origin, province)), (r) => toResult(r, null, null));
  const rows = await searchBackendOf(db).searchByName(db, key, province);
  return rows.map((r) => toResult(r, null, null));
}

/**
 * Hospitals with a quote or a procedure wait entry whose name contains the term, by name, in one
 * query. The inner select (the search backend's `procedureHits`) finds the first SEARCH_LIMIT
 * hospitals, in one of two forms:
 * - `trigrams`: through the quotes' and waits' trigram indexes, then sorted by name (`indexedHospitals`);
 * - `walk` (SQLite, a term in many quotes or waits): the first PROCEDURE_WALK_LIMIT hospitals in name
 *   order, each kept when its procedure_key holds the term (`procedureWalk`, sqlite.ts). This is the
 *   whole answer only when it has SEARCH_LIMIT hospitals (or the walk saw every hospital);
 *   `searchByProcedure` otherwise asks the trigram form (docs/decisions/055).
 * Only for those does the outer select look up the first matching quote (its procedure and price range)
 * and the first matching wait entry, through the clinic_id indexes (on SQLite, those of migration 022).
 */
export function procedureSearchQuery(db: Db, key: string, province?: string, form: ProcedureSearchForm = 'trigrams') {
  return procedureMatches(db, searchBackendOf(db).procedureHits(db, key, province, form), key).orderBy('hit.search_key').orderBy('hit.id');
}

/** A procedure search near a place: the hospitals within reach with a matching quote or wait, nearest first. */
export function procedureNearQuery(db: Db, key: string, origin: Origin | Reach, province?: string) {
  const hits = indexedHospitalsIn(db, key, province).$call(withinReach(reachOf(origin))).orderBy('distance_km').orderBy('c.id').limit(PAGE);
  const distance = sql<number>`${sql.ref('hit.distance_km')}`;
  return procedureMatches(db, hits, key).select(distance.as('distance_km')).orderBy(distance).orderBy('hit.id');
}

/**
 * The outer select of a procedure search: each hospital's first matching quote and wait entry. Two
 * lookups by clinic_id find their ids, and one primary-key join each reads their columns (instead of
 * one lookup per column: six per hospital).
 */
function procedureMatches<H extends ProcedureHits | ReturnType<typeof indexedHospitalsIn>>(db: Db, hits: H, key: string) {
  const holds = entryHolds(db, key);
  const firsts = db
    .selectFrom((hits as ProcedureHits).as('hit'))
    .selectAll('hit')
    .select((eb) => [
      eb.selectFrom('pricings as p').select('p.id').whereRef('p.clinic_id', '=', 'hit.id').where(holds('p')).orderBy('p.procedure_name').orderBy('p.id').limit(1).as('first_pricing'),
      eb.selectFrom('procedure_waits as w').select('w.id').whereRef('w.clinic_id', '=', 'hit.id').where(holds('w')).orderBy('w.procedure').orderBy('w.id').limit(1).as('first_wait'),
    ])
    // There are at most SEARCH_LIMIT hits already; the limit keeps the planner from merging this select
    // into the outer one, which would copy each lookup into the join condition (PostgreSQL then hashed
    // all procedure_waits to join on it).
    .limit(PAGE);
  return db
    .selectFrom(firsts.as('hit'))
    .leftJoin('pricings as p', 'p.id', 'hit.first_pricing')
    .leftJoin('procedure_waits as w', 'w.id', 'hit.first_wait')
    .$call(withMeasures(db, 'hospital', 'hit.id'))
    .select(['hit.id', 'hit.name', 'hit.address', 'hit.city', 'hit.province', 'hit.logo_image_id', 'hit.contact_email', 'hit.phone', 'hit.verified_at'])
    .select(['p.procedure_name as quote_procedure', 'p.price_range', 'p.updated_at as price_updated', 'w.procedure as wait_procedure', 'w.wait_time', 'w.last_updated']);
}

/**
 * Whether a quote's or wait entry's (`alias`) search_key contains the term, in the lookups of its first
 * match. On SQLite `instr`: LIKE with an escape cost as much as the rest of the search together (a
 * search reads up to 100 hospitals' entries), and both answer the same here, because a search_key and
 * a term are both searchKey()s, lower-case, and LIKE folds ASCII case only (docs/decisions/114). On
 * PostgreSQL the LIKE of decision 109, whose plans its tests check.
 */
function entryHolds(db: Db, key: string) {
  if (dialectOf(db) === 'postgres') return (alias: 'p' | 'w') => keyLike(alias, key);
  return (alias: 'p' | 'w') => sql<boolean>`instr(${sql.ref(`${alias}.search_key`)}, ${key}) > 0`;
}

/** Procedure search, `trigrams` form: the first SEARCH_LIMIT hospitals found through the trigram indexes. */
export function indexedHospitals(db: Db, key: string, province?: string) {
  return indexedHospitalsIn(db, key, province).orderBy('c.search_key').orderBy('c.id').limit(PAGE);
}

/** The hospitals with a quote or a procedure wait entry whose name contains the term, unordered. */
function indexedHospitalsIn(db: Db, key: string, province?: string) {
  let q = db
    .selectFrom('clinics as c')
    .select([...resultColumns, 'c.search_key'])
    .where('c.verified_at', 'is not', null)
    .where('c.id', 'in', (eb) =>
      eb
        .selectFrom('pricings as p')
        .select('p.clinic_id')
        .where(keyContains(db, 'pricings', 'p', key))
        .union(eb.selectFrom('procedure_waits as w').select('w.clinic_id').where(keyContains(db, 'procedure_waits', 'w', key))),
    );
  if (province) q = q.where('c.province', '=', province);
  return q;
}

/** How many hospitals a procedure walk reads at most (a strpos on each one's procedure_key) before it gives up. */
export const PROCEDURE_WALK_LIMIT = 400;

/**
 * Procedure search, PostgreSQL's walk: the first SEARCH_LIMIT matching hospitals among the first
 * PROCEDURE_WALK_LIMIT by name, each tested by `holds` on its own procedure_key (migration 016). The
 * bound is the name key of the last of those (or the highest code point when there are fewer), so
 * the walk is a range of the name index read in order: it stops at SEARCH_LIMIT matches, or at the
 * bound (docs/decisions/055, 109). SQLite walks without the bound (`procedureWalk`, sqlite.ts).
 */
export function walkedHospitals(db: Db, key: string, province: string | undefined, holds: RawBuilder<boolean>): ProcedureHits {
  const inScope = () => {
    const q = db.selectFrom('clinics as c').where('c.verified_at', 'is not', null);
    return province ? q.where('c.province', '=', province) : q;
  };
  const lastWalked = inScope().select('c.search_key').orderBy('c.search_key').limit(1).offset(PROCEDURE_WALK_LIMIT - 1);
  return inScope()
    .select([...resultColumns, 'c.search_key'])
    .where('c.search_key', '<=', sql<string>`coalesce((${lastWalked}), ${'\u{10FFFF}'})`)
    .where(holds)
    .orderBy('c.search_key')
    .orderBy('c.id')
    .limit(PAGE);
}

/** The inner select of a procedure search, in either form. */
export type ProcedureHits = ReturnType<typeof indexedHospitals>;

export async function searchByProcedure(db: Db, key: string, province?: string, origin?: Origin): Promise<SearchResult[]> {
  if (origin) return withDistances(await runHot(db, procedureNearQuery(db, key, origin, province)), toProcedureResult);
  const form = await searchBackendOf(db).procedureSearchForm(db, key);
  let rows = form === 'walk' ? await (province ? walkIn(db, key, province) : walkAnywhere(db, key)) : await runHot(db, procedureSearchQuery(db, key, province, form));
  // A walk answers for itself only when full. Short, the term's trigrams were common but the term
  // itself was not ("ography"), and the trigram form gives the whole answer.
  if (form === 'walk' && rows.length < SEARCH_LIMIT) rows = await runHot(db, procedureSearchQuery(db, key, province, 'trigrams'));

  return rows.map(toProcedureResult);
}

// SQLite's walk, the form of a term most hospitals quote, compiled once (docs/decisions/051, 114): building
// and compiling it took a sixth of the search. Its only values are the term (tested with instr, as
// itself) and the province; only SQLite's backend takes this form (PostgreSQL's LIKE holds a pattern).
const KEY = '\u0000key';
const walkAnywhere = preparedQuery((db, key: string) => procedureSearchQuery(db, key, undefined, 'walk'), [KEY]);
const walkIn = preparedQuery((db, key: string, province: string) => procedureSearchQuery(db, key, province, 'walk'), [KEY, PROVINCE]);

type ProcedureRow = Awaited<ReturnType<ReturnType<typeof procedureSearchQuery>['executeTakeFirstOrThrow']>>;

const toProcedureResult = (r: ProcedureRow): SearchResult =>
  toResult(r, null, {
    procedure: (r.quote_procedure ?? r.wait_procedure)!,
    price_range: r.price_range,
    price_updated: r.price_updated,
    wait_time: r.wait_time,
    last_updated: r.last_updated,
  });
