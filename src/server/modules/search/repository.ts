import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { SEARCH_LIMIT } from '@shared/constants';
import type { SearchResult } from '@shared/contracts/search';
import type { Db } from '../../db';
import { dialectOf } from '../../db/dialect';
import { literalLimit, preparedQuery, preparedShapes, runHot } from '../../db/prepared';
import { containsPattern, escapeLike } from '../../db/search-key';
import { imageUrlFor } from '../images/repository';
import { PAGE, type ProcedureSearchForm, keyContains, searchBackendOf, usesTrigrams } from './backend';
import { procedureMatchOf } from './procedure-doc';
import { type Origin, type Reach, nearestHospitals, preparedNear, reachOf, roundKm, withinReach } from './near';

/**
 * The searches' SQL that reads the same on both databases, and the runs that map their rows to
 * results. How a term is matched through the trigram indexes, and which form a name or procedure
 * search takes, is the database's search backend (backend.ts: sqlite.ts, postgres.ts).
 */

export const resultColumns = ['c.id', 'c.name', 'c.address', 'c.city', 'c.province', 'c.logo_image_id', 'c.contact_email', 'c.phone', 'c.verified_at'] as const;

/**
 * What a procedure search's inner select keeps of each hit: its id and its name key (the page's order).
 * The outer select (`procedureMatches`) reads the rest of the page's 50 rows by primary key, so a walk
 * does not carry each hospital it reads, 2 KB of procedure lines included, through its co-routines.
 */
export const procedureHitColumns = ['c.id', 'c.search_key'] as const;

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
 * (docs/decisions/109).
 * - PostgreSQL probes it from a lateral subquery (one index probe per result; two scalar subqueries
 *   cost it ~0.8 ms a page, docs/decisions/120).
 * - SQLite joins it by its key to a sorted page's rows (`hit`, at most SEARCH_LIMIT) or to the ids of a
 *   page walked near a place (`pt`, docs/decisions/142): one probe a row instead of one per column
 *   (docs/decisions/140). Inside a search's own select (`c`) it looks each column up in a scalar
 *   subquery: joined there, it built a Bloom filter on search_measures (reading all of it) whenever it
 *   expected many rows.
 */
export function withMeasures(db: Db, of: 'specialty' | 'hospital', hospital: 'c.id' | 'hit.id' | 'pt.id' = 'c.id') {
  const specialty = of === 'hospital' ? sql.lit(HOSPITAL_MEASURE) : sql.ref(hospital === 'hit.id' ? 'hit.specialty_id' : 'cs.specialty_id');
  const postgres = dialectOf(db) === 'postgres';
  const scalar = !postgres && hospital === 'c.id';
  const column = (name: 'median_days' | 'referrals') =>
    scalar
      ? sql<number | string | null>`(select ${sql.ref(`m.${name}`)} from search_measures m where ${sql.ref('m.clinic_id')} = ${sql.ref(hospital)} and ${sql.ref('m.specialty_id')} = ${specialty})`
      : sql<number | string | null>`${sql.ref(`m.${name}`)}`;
  return <DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O & MeasuredColumns> => {
    let joined = q as unknown as SelectQueryBuilder<any, any, O>;
    if (postgres) {
      // A lateral probe, not a plain join: joined, the plan made for a common specialty read all of
      // search_measures once per search (a sequential scan, 0.3 ms at 10,000 hospitals) instead of 50
      // probes of its key. The LIMIT (at most one row by that key anyway) keeps PostgreSQL from
      // pulling the subquery up into a join again.
      joined = joined.leftJoin(
        sql`lateral (select ${sql.ref('median_days')}, ${sql.ref('referrals')} from search_measures where ${sql.ref('clinic_id')} = ${sql.ref(hospital)} and ${sql.ref('specialty_id')} = ${specialty} limit 1)`.as('m'),
        (join) => join.onTrue(),
      );
    } else if (!scalar) {
      joined = joined.leftJoin('search_measures as m', (join) => join.onRef('m.clinic_id', '=', hospital).on(sql<boolean>`${sql.ref('m.specialty_id')} = ${specialty}`));
    }
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
 * by point (near.ts), each point's hospitals offering it read from clinic_specialty_points (docs/decisions/144).
 */
export function specialtyNearQuery(db: Db, specialtyId: number, origin: Origin | Reach, province?: string) {
  const page = nearestHospitals(db, reachOf(origin), province, specialtyId)
    // CROSS JOINs kept in this order on SQLite (near.ts): after the walk, each result's own row.
    .crossJoin('clinic_specialties as cs')
    .whereRef('cs.clinic_id', '=', 'c.id')
    .where('cs.specialty_id', '=', specialtyId)
    .crossJoin('specialties as s')
    .whereRef('s.id', '=', 'cs.specialty_id')
    .select([...resultColumns, 'cs.specialty_id', 'cs.wait_time', 'cs.accepting_emergency', 'cs.notes', 'cs.last_updated'])
    .where('s.is_active', '=', 1)
    .orderBy('distance_km')
    .orderBy('pt.id')
    .limit(PAGE);
  return nearestPage(db, page, 'specialty');
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
  const page = nearestHospitals(db, reachOf(origin), province).select(resultColumns).orderBy('distance_km').orderBy('pt.id').limit(PAGE);
  return nearestPage(db, page, 'hospital');
}

/**
 * A walked page near a place (`nearestHospitals`) with its card measures. On SQLite the walk's page of
 * ids (`pt`) is already in the page's order, so its rows join their measures where they are read:
 * wrapped in a sorted page (`measuredPage`), SQLite sorted the 50 rows again, by `hit.id`, which it
 * cannot tell is `pt.id` (docs/decisions/142).
 */
function nearestPage<O>(db: Db, page: SelectQueryBuilder<any, any, O>, of: 'specialty' | 'hospital') {
  return dialectOf(db) === 'postgres' ? measuredPage(db, page, of, NEAREST) : page.$call(withMeasures(db, of, 'pt.id'));
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
 *   order, each kept when its procedure_key holds the term (`procedureWalk`). This is the
 *   whole answer only when it has SEARCH_LIMIT hospitals (or the walk saw every hospital);
 *   `searchByProcedure` otherwise asks the trigram form (docs/decisions/055).
 * Each hit carries its procedure lines, from which its first matching quote (its procedure and price
 * range) and wait entry are read (procedure-doc.ts, docs/decisions/122).
 */
export function procedureSearchQuery(db: Db, key: string, province?: string, form: ProcedureSearchForm = 'trigrams') {
  return procedureMatches(db, searchBackendOf(db).procedureHits(db, key, province, form)).orderBy('hit.search_key').orderBy('hit.id');
}

/** A procedure search near a place: the hospitals within reach with a matching quote or wait, nearest first. */
export function procedureNearQuery(db: Db, key: string, origin: Origin | Reach, province?: string) {
  const hits = indexedHospitalsIn(db, key, province).$call(withinReach(reachOf(origin))).orderBy('distance_km').orderBy('c.id').limit(PAGE);
  const distance = sql<number>`${sql.ref('hit.distance_km')}`;
  return procedureMatches(db, hits).select(distance.as('distance_km')).orderBy(distance).orderBy('hit.id');
}

/**
 * The outer select of a procedure search: each hit with its card measure and its procedure_key and
 * procedure_lines, from which `toProcedureResult` reads its first matching quote and wait entry
 * (procedure-doc.ts, docs/decisions/122, 143). Looking them up here took two index lookups per hospital, a
 * third of the search on SQLite and most of its execution on PostgreSQL.
 */
function procedureMatches<H extends ProcedureHits | ReturnType<typeof indexedHospitalsIn>>(db: Db, hits: H) {
  const columns = [...resultColumns, 'c.procedure_key', 'c.procedure_lines'] as const;
  const page = db.selectFrom((hits as ProcedureHits).as('hit'));
  const joined =
    dialectOf(db) === 'postgres'
      ? // A lateral probe by primary key per hit: joined, PostgreSQL's generic plan for a small directory
        // (the bench's 1,000 hospitals) hashed every hospital's row, ~1.1 KB of procedure lines each, to
        // keep 50: 5.8–8.4 ms of PostgreSQL's CPU a search instead of 0.4 (docs/decisions/145).
        page.innerJoinLateral(
          (eb) => eb.selectFrom('clinics as c').select(columns).whereRef('c.id', '=', 'hit.id').limit(literalLimit(1)).as('c'),
          (join) => join.onTrue(),
        )
      : // A CROSS JOIN keeps SQLite's order: the page's hits first, then each one's row by primary key.
        page.crossJoin('clinics as c').whereRef('c.id', '=', 'hit.id');
  return (joined as unknown as ReturnType<typeof page.crossJoin<'clinics as c'>>).$call(withMeasures(db, 'hospital', 'hit.id')).select(columns);
}

/** Procedure search, `trigrams` form: the first SEARCH_LIMIT hospitals found through the trigram indexes. */
export function indexedHospitals(db: Db, key: string, province?: string) {
  return indexedHospitalsIn(db, key, province).orderBy('c.search_key').orderBy('c.id').limit(PAGE);
}

/** The hospitals with a quote or a procedure wait entry whose name contains the term, unordered. */
function indexedHospitalsIn(db: Db, key: string, province?: string) {
  let q = db
    .selectFrom('clinics as c')
    .select(procedureHitColumns)
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
 * Procedure search, `walk` form: the first PROCEDURE_WALK_LIMIT hospitals in name order (a range of
 * clinics_search_idx, or of clinics_province_idx in a province), each kept when `holds` (the database's
 * substring test of its procedure_key, migration 016), until SEARCH_LIMIT are kept. Both databases run
 * the limited subquery lazily in the index's order (SQLite as a co-routine, PostgreSQL as a Limit over
 * the index scan), so the walk reads only as many hospitals as it needs: about 70 for "echocardio"
 * (docs/decisions/114, 122).
 *
 * It reads a prefix of the name order, so a full walk is the first SEARCH_LIMIT matching hospitals of
 * all, and a short one is the cue to ask the trigram form: the answer is the same.
 */
export function procedureWalk(db: Db, province: string | undefined, holds: (procedureKey: RawBuilder<string>) => RawBuilder<boolean>): ProcedureHits {
  let inScope = db.selectFrom('clinics as c').select([...procedureHitColumns, 'c.procedure_key']).where('c.verified_at', 'is not', null);
  if (province) inScope = inScope.where('c.province', '=', province);
  const walked = inScope.orderBy('c.search_key').orderBy('c.id').limit(sql.lit(PROCEDURE_WALK_LIMIT));
  return db
    .selectFrom(walked.as('walked'))
    .select(procedureHitColumns.map((column) => sql.ref(column.replace('c.', 'walked.')).as(column.slice(2))))
    .where(holds(sql.ref('walked.procedure_key')))
    .orderBy('walked.search_key')
    .orderBy('walked.id')
    .limit(PAGE) as unknown as ProcedureHits;
}

/** The inner select of a procedure search, in either form. */
export type ProcedureHits = ReturnType<typeof indexedHospitals>;

export async function searchByProcedure(db: Db, key: string, province?: string, origin?: Origin): Promise<SearchResult[]> {
  const toProcedureResult = (r: ProcedureRow): SearchResult => toResult(r, null, procedureMatchOf(r.procedure_key, r.procedure_lines, key));
  if (origin) return withDistances(await runHot(db, procedureNearQuery(db, key, origin, province)), toProcedureResult);
  const form = await searchBackendOf(db).procedureSearchForm(db, key);
  let rows = await procedurePage(db, key, province, form);
  // A walk answers for itself only when full. Short, the term's trigrams were common but the term
  // itself was not ("ography"), and the trigram form gives the whole answer.
  if (form === 'walk' && rows.length < SEARCH_LIMIT) rows = await runHot(db, procedureSearchQuery(db, key, province, 'trigrams'));

  return rows.map(toProcedureResult);
}

/**
 * A procedure search's page in a form, compiled once per shape where the form allows (docs/decisions/051,
 * 114, 122): building and compiling the statement cost a sixth of SQLite's search and 0.3 ms of
 * PostgreSQL's. SQLite's walk binds the term as itself (instr) and the province. PostgreSQL's statement
 * binds the term (strpos) and its LIKE pattern (the trigram branch), for a term of three or more
 * characters; a shorter one matches by strpos throughout and is rare enough to build each time. SQLite's
 * trigram form matches an FTS5 phrase made from the term, and is built each time.
 */
function procedurePage(db: Db, key: string, province: string | undefined, form: ProcedureSearchForm) {
  const inProvince = province === undefined ? '' : ' in a province';
  const bound: Array<[unknown, unknown]> = [[KEY, key]];
  if (form === 'walk, else trigrams' && usesTrigrams(key)) bound.push([containsPattern(KEY), containsPattern(key)]);
  else if (form !== 'walk') return runHot(db, procedureSearchQuery(db, key, province, form));
  if (province !== undefined) bound.push([PROVINCE, province]);
  return procedureShapes(db, form + inProvince, bound, (db) => procedureSearchQuery(db, KEY, province === undefined ? undefined : PROVINCE, form));
}

const KEY = '\u0000key';
const procedureShapes = preparedShapes<ProcedureRow>();

type ProcedureRow = Awaited<ReturnType<ReturnType<typeof procedureSearchQuery>['executeTakeFirstOrThrow']>>;
