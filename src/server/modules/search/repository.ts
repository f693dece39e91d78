import { type SelectQueryBuilder, sql } from 'kysely';
import { SEARCH_LIMIT } from '@shared/constants';
import type { SearchTerm } from '@shared/contracts/search-terms';
import type { Db } from '../../db';
import { dialectOf } from '../../db/dialect';
import { type Origin, withinReach } from './near';
import { type Group, type VocabularyTerm, patternOf } from './terms';

/**
 * The searches' SQL (issue 57, docs/decisions/150): one query shape per search, the same on both
 * databases except how a search_key is matched against a LIKE pattern (`keyMatches`):
 * - PostgreSQL: the LIKE itself, answered by the pg_trgm GIN index on search_key (migration 002);
 * - SQLite: the row ids the FTS5 trigram twin `<table>_fts` finds for the same LIKE (migration 002).
 * Filters are B-tree indexes; distance is a bounding box then the haversine (near.ts).
 */

export const resultColumns = ['c.id', 'c.name', 'c.address', 'c.city', 'c.province', 'c.logo_image_id', 'c.contact_email', 'c.phone', 'c.verified_at', 'c.search_key'] as const;

/** A hospital as every search reads it, with its card measure (search_measures, docs/decisions/090). */
export interface ClinicRow {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  province: string;
  logo_image_id: number | null;
  contact_email: string | null;
  phone: string | null;
  verified_at: string | null;
  search_key: string;
  measured_days: number | string | null;
  measured_referrals: number | string | null;
  distance_km?: number | string;
}

/** search_measures' specialty_id for a whole hospital's measure (modules/measures). */
const HOSPITAL_MEASURE = 0;

type Searched = 'clinics' | 'pricings' | 'procedure_waits';

/** Where a search is narrowed: a province, and a place with or without its radius. */
export interface Scope {
  province?: string;
  origin?: Origin;
  /** False: at any distance from the origin (the nearest beyond the radius). */
  radius?: boolean;
  limit?: number;
}

/** `<alias>.search_key LIKE pattern`, through the database's trigram index (see the module comment). */
function keyMatches(db: Db, table: Searched, alias: string, pattern: string) {
  if (dialectOf(db) === 'postgres') return sql<boolean>`${sql.ref(`${alias}.search_key`)} like ${pattern}`;
  return sql<boolean>`${sql.ref(`${alias}.id`)} in (select rowid from ${sql.table(`${table}_fts`)} where search_key like ${pattern})`;
}

/**
 * Every group of the text has a term in `<alias>.search_key`: through the trigram index (`table`), or,
 * for a few rows already found by another index (a page's own quotes), by LIKE on each row: asked
 * through the index, SQLite read every row of the directory holding the term to keep a page's 50.
 */
function rowMatches(db: Db, table: Searched | null, alias: string, groups: readonly Group[]) {
  const matches = (pattern: string) => (table ? keyMatches(db, table, alias, pattern) : sql<boolean>`${sql.ref(`${alias}.search_key`)} like ${pattern}`);
  return sql<boolean>`(${sql.join(
    groups.map((g) => sql`(${sql.join(g.terms.map((t) => matches(patternOf(t))), sql` or `)})`),
    sql` and `,
  )})`;
}

/** 0 when the key is the text, 1 when every group is whole words of it, else 2 (terms.ts rankOf). */
function rankSql(alias: string, words: string, groups: readonly Group[]) {
  const key = sql.ref(`${alias}.search_key`);
  const whole = sql.join(
    groups.map((g) => sql`(${sql.join(g.terms.map((t) => sql`${key} like ${`% ${t.key} %`}`), sql` or `)})`),
    sql` and `,
  );
  return sql<number>`case when ${key} = ${` ${words} `} then 0 when ${whole} then 1 else 2 end`;
}

/** The hospitals of a page: verified listings, in a province. */
function hospitals(db: Db, scope: Scope) {
  let q = db.selectFrom('clinics as c').select(resultColumns).where('c.verified_at', 'is not', null);
  if (scope.province) q = q.where('c.province', '=', scope.province);
  return q;
}

/** Adds each hospital's card measure (for a specialty, `cs.specialty_id`; else the whole hospital's). */
function measured<O>(q: SelectQueryBuilder<any, any, O>, measure: RawMeasure) {
  return q
    .leftJoin('search_measures as m', (join) => join.onRef('m.clinic_id', '=', 'c.id').on('m.specialty_id', '=', measure))
    .select(['m.median_days as measured_days', 'm.referrals as measured_referrals']) as SelectQueryBuilder<any, any, O & Pick<ClinicRow, 'measured_days' | 'measured_referrals'>>;
}

type RawMeasure = ReturnType<typeof sql.ref<number>> | number;

/**
 * Adds the distance and the radius near a place, and the page's order: `first` (the query's own order
 * so far), then nearest near a place, then `then`, then name.
 */
function page<O>(q: SelectQueryBuilder<any, any, O>, scope: Scope, then?: string) {
  let out = q as SelectQueryBuilder<any, any, O & { distance_km?: number }>;
  if (scope.origin) out = out.$call(withinReach(scope.origin, scope.radius ?? true)).orderBy('distance_km');
  if (then) out = out.orderBy(sql.ref(then));
  return out.orderBy('c.search_key').orderBy('c.id').limit(scope.limit ?? SEARCH_LIMIT);
}

// ---- specialty search ----

export interface SpecialtyRow extends ClinicRow {
  specialty_id: number;
  wait_time: string | null;
  accepting_emergency: number;
  notes: string | null;
  last_updated: string;
}

/**
 * Hospitals offering an active specialty: (emergency-accepting first when asked), shorter waits first
 * by the wait's real order (wait_rank, migration 002; unknown and "Not accepting" last), then nearest
 * near a place, then name.
 */
export function searchBySpecialty(db: Db, specialtyId: number, scope: Scope & { emergencyFirst?: boolean }): Promise<SpecialtyRow[]> {
  const offering = hospitals(db, scope)
    .innerJoin('clinic_specialties as cs', 'cs.clinic_id', 'c.id')
    .innerJoin('specialties as s', 's.id', 'cs.specialty_id')
    .select(['cs.specialty_id', 'cs.wait_time', 'cs.accepting_emergency', 'cs.notes', 'cs.last_updated'])
    .where('cs.specialty_id', '=', specialtyId)
    .where('s.is_active', '=', 1);
  let q = measured(offering, sql.ref<number>('cs.specialty_id'));
  if (scope.emergencyFirst) q = q.orderBy('cs.accepting_emergency', 'desc');
  // Near a place the nearest come first (page), the wait then orders hospitals at the same distance.
  return page(q, scope, 'cs.wait_rank').execute() as Promise<SpecialtyRow[]>;
}

// ---- name search ----

export interface RankedRow extends ClinicRow {
  rank: number | string;
}

/** Hospitals whose name or city has every group of the text; the text's whole words first. */
export function searchByName(db: Db, words: string, groups: readonly Group[], scope: Scope): Promise<RankedRow[]> {
  const q = measured(hospitals(db, scope), HOSPITAL_MEASURE).select(rankSql('c', words, groups).as('rank')).where(rowMatches(db, 'clinics', 'c', groups));
  return page(q.orderBy('rank'), scope).execute() as Promise<RankedRow[]>;
}

/** Every verified hospital's name key in a province (the words a name search's typos are corrected to). */
export async function nameKeys(db: Db, province?: string): Promise<string[]> {
  let q = db.selectFrom('clinics').select('search_key').where('verified_at', 'is not', null);
  if (province) q = q.where('province', '=', province);
  return (await q.execute()).map((r) => r.search_key);
}

/** Verified hospitals' names (suggestions for a name search that found nothing). */
export async function hospitalNames(db: Db): Promise<Array<{ name: string; search_key: string }>> {
  return db.selectFrom('clinics').select(['name', 'search_key']).where('verified_at', 'is not', null).execute();
}

// ---- procedure search ----

/**
 * Hospitals with a quote or a wait entry that has every group of the text, or (a text that is one
 * concept standing for a specialty) offering that active specialty; the best-ranked match of each
 * hospital orders the page.
 */
export function searchByProcedure(db: Db, words: string, groups: readonly Group[], scope: Scope): Promise<RankedRow[]> {
  const matches = (table: 'pricings' | 'procedure_waits', alias: string) =>
    db
      .selectFrom(`${table} as ${alias}` as 'pricings as p')
      .select([sql.ref<number>(`${alias}.clinic_id`).as('clinic_id'), rankSql(alias, words, groups).as('rank')])
      .where(rowMatches(db, table, alias, groups));
  let hits = matches('pricings', 'p').unionAll(matches('procedure_waits', 'w') as never);
  const specialtyIds = groups.length === 1 ? groups[0]!.specialtyIds : [];
  if (specialtyIds.length > 0) {
    hits = hits.unionAll(
      db
        .selectFrom('clinic_specialties as cs')
        .innerJoin('specialties as s', 's.id', 'cs.specialty_id')
        .select(['cs.clinic_id', sql<number>`1`.as('rank')])
        .where('cs.specialty_id', 'in', specialtyIds)
        .where('s.is_active', '=', 1) as never,
    );
  }
  const best = db
    .selectFrom(hits.as('x'))
    .select(['x.clinic_id', (eb) => eb.fn.min('x.rank').as('rank')])
    .groupBy('x.clinic_id');
  const q = measured(hospitals(db, scope).innerJoin(best.as('h'), 'h.clinic_id', 'c.id').select('h.rank'), HOSPITAL_MEASURE);
  return page(q.orderBy('h.rank'), scope).execute() as Promise<RankedRow[]>;
}

/** A page's quotes and wait entries that match the text, to say what matched at each hospital. */
export async function matchingProcedures(db: Db, clinicIds: number[], groups: readonly Group[]) {
  if (clinicIds.length === 0) return { quotes: [], waits: [] };
  const [quotes, waits] = await Promise.all([
    db
      .selectFrom('pricings as p')
      .select(['p.clinic_id', 'p.procedure_name as name', 'p.search_key', 'p.price_range', 'p.updated_at'])
      .where('p.clinic_id', 'in', clinicIds)
      .where(rowMatches(db, null, 'p', groups))
      .orderBy('p.procedure_name')
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('procedure_waits as w')
      .select(['w.clinic_id', 'w.procedure as name', 'w.search_key', 'w.wait_time', 'w.last_updated'])
      .where('w.clinic_id', 'in', clinicIds)
      .where(rowMatches(db, null, 'w', groups))
      .orderBy('w.procedure')
      .orderBy('w.id')
      .execute(),
  ]);
  return { quotes, waits };
}

/** The page's hospitals that offer one of the specialties (active), with the specialty's names. */
export async function offeredSpecialties(db: Db, clinicIds: number[], specialtyIds: number[]) {
  if (clinicIds.length === 0 || specialtyIds.length === 0) return [];
  return db
    .selectFrom('clinic_specialties as cs')
    .innerJoin('specialties as s', 's.id', 'cs.specialty_id')
    .select(['cs.clinic_id', 's.name', 's.name_fr'])
    .where('cs.clinic_id', 'in', clinicIds)
    .where('cs.specialty_id', 'in', specialtyIds)
    .where('s.is_active', '=', 1)
    .orderBy('s.display_order')
    .execute();
}

// ---- near a place alone ----

/** The verified hospitals around a place, nearest first. */
export function searchNear(db: Db, scope: Scope & { origin: Origin }): Promise<ClinicRow[]> {
  return page(measured(hospitals(db, scope), HOSPITAL_MEASURE), scope).execute() as Promise<ClinicRow[]>;
}

// ---- the vocabulary ----

const termColumns = ['t.id', 't.concept', 't.term', 't.term_key', 't.language', 't.abbreviation', 't.specialty_id', 't.added_by_admin'] as const;

type TermRow = { id: number; concept: string; term: string; term_key: string; language: 'en' | 'fr' | null; abbreviation: number; specialty_id: number | null; added_by_admin: number };

const toVocabularyTerm = (r: TermRow): VocabularyTerm => ({
  concept: r.concept,
  term: r.term,
  term_key: r.term_key,
  language: r.language,
  abbreviation: Number(r.abbreviation) === 1,
  specialty_id: r.specialty_id === null ? null : Number(r.specialty_id),
});

/** The active specialties' names (specialties stand as concepts of the vocabulary: allVocabulary). */
const specialtyNames = (db: Db) => db.selectFrom('specialties as s').select(['s.id', 's.name', 's.name_fr']).where('s.is_active', '=', 1).execute();

/**
 * The vocabulary terms whose key is one of `keys`, and every term of their concepts (specialty names
 * included), in one read each.
 */
export async function vocabularyFor(db: Db, keys: string[], keyOf: (text: string) => string): Promise<{ found: VocabularyTerm[]; concepts: VocabularyTerm[] }> {
  if (keys.length === 0) return { found: [], concepts: [] };
  const all = await allVocabulary(db, keyOf);
  const wanted = new Set(keys);
  const found = all.filter((t) => wanted.has(t.term_key));
  const ids = new Set(found.map((t) => t.concept));
  return { found, concepts: all.filter((t) => ids.has(t.concept)) };
}

/**
 * Every vocabulary term, and the active specialties' English and French names as terms. A concept
 * stands for a specialty when a term says so (specialty_id, set by an admin) or when one of its terms
 * is the specialty's name: the reviewed list is seeded before the catalogue exists. A specialty no
 * concept stands for is a concept of its own names, `specialty-<id>`.
 */
export async function allVocabulary(db: Db, keyOf: (text: string) => string): Promise<VocabularyTerm[]> {
  const [rows, specialties] = await Promise.all([db.selectFrom('search_terms as t').select(termColumns).execute(), specialtyNames(db)]);
  const terms = rows.map((r) => toVocabularyTerm(r as TermRow));
  const out = [...terms];
  for (const s of specialties) {
    const id = Number(s.id);
    const names = [s.name, s.name_fr].filter((n): n is string => Boolean(n)).map((n) => ({ name: n, key: keyOf(n) }));
    const concept =
      terms.find((t) => t.specialty_id === id)?.concept ?? terms.find((t) => names.some((n) => n.key === t.term_key))?.concept ?? `specialty-${id}`;
    for (const t of terms) if (t.concept === concept) t.specialty_id ??= id;
    names.forEach(({ name, key }, i) => out.push({ concept, term: name, term_key: key, language: i === 0 ? 'en' : 'fr', abbreviation: false, specialty_id: id }));
  }
  return out;
}

export async function listTerms(db: Db): Promise<SearchTerm[]> {
  const rows = await db.selectFrom('search_terms as t').select(termColumns).orderBy('t.concept').orderBy('t.term_key').orderBy('t.id').execute();
  return rows.map((r) => ({
    id: Number(r.id),
    concept: r.concept,
    term: r.term,
    language: r.language,
    abbreviation: Number(r.abbreviation) === 1,
    specialty_id: r.specialty_id === null ? null : Number(r.specialty_id),
    added_by_admin: Number(r.added_by_admin) === 1,
  }));
}

export async function findTerm(db: Db, id: number): Promise<SearchTerm | undefined> {
  return (await listTerms(db)).find((t) => t.id === id);
}

export async function insertTerm(db: Db, row: { concept: string; term: string; term_key: string; language: 'en' | 'fr' | null; abbreviation: boolean; specialty_id: number | null; added_by: number; created_at: string }) {
  const { id } = await db
    .insertInto('search_terms')
    .values({ ...row, abbreviation: row.abbreviation ? 1 : 0, added_by_admin: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** Deletes a term; false when there was none. */
export async function deleteTerm(db: Db, id: number): Promise<boolean> {
  const res = await db.deleteFrom('search_terms').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
