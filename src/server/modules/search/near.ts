import { type Compilable, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db';
import { dialectOf } from '../../db/dialect';
import { preparedShapes } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { PAGE } from './backend';

/**
 * Searching near a place (issue 21, docs/decisions/094 and 112): where the search starts from and how
 * far it reaches. Every search keeps its one query, and the haversine distance is computed in the same
 * SQL on both databases (SQLite's built-in math functions, PostgreSQL's own). Two forms:
 * - `nearestHospitals` (near alone, a specialty near a place): the walk of decision 112. The points
 *   where hospitals are (clinic_points, migration 020) within reach, nearest first, each point's
 *   hospitals read in id order through clinics_point_idx, SEARCH_LIMIT at most per point: the work
 *   is the page's, not the directory's.
 * - `withinReach` (a name or procedure near a place, whose term's index narrows the search first): a
 *   bounding box keeps the hospitals that may be within the radius, and the distance those within it.
 */
export interface Origin {
  lat: number;
  lon: number;
  /** No radius: any distance (the walk then lists every point; the bounding-box form sorts every candidate). */
  radiusKm?: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const radians = (deg: number) => (deg * Math.PI) / 180;

/**
 * The numbers a query near a place is written with, each computed from the origin here and nowhere in
 * the SQL builders: a query compiled once per shape then takes every search's own numbers as its
 * parameters (`preparedNear`, docs/decisions/121). `within` is the radius with its bounding box.
 */
export interface Reach {
  lat: number;
  lon: number;
  cosLat: number;
  within?: { km: number; minLat: number; maxLat: number; minLon: number; maxLon: number };
}

export function reachOf(o: Origin | Reach): Reach {
  if ('cosLat' in o) return o;
  const reach: Reach = { lat: o.lat, lon: o.lon, cosLat: Math.cos(radians(o.lat)) };
  if (o.radiusKm !== undefined) reach.within = { km: o.radiusKm, ...boundingBox({ ...o, radiusKm: o.radiusKm }) };
  return reach;
}

/**
 * The haversine distance from the origin to `<alias>.lat, <alias>.lon`, in km (the origin's cosine
 * computed once, in reachOf). A hospital and its point hold the same numbers, so the walk's distances
 * are the very values the bounding-box form computes.
 */
export function distanceKm(r: Reach, alias: 'c' | 'cp' = 'c') {
  const lat = sql.ref(`${alias}.lat`);
  const lon = sql.ref(`${alias}.lon`);
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(sqrt(power(sin(radians(${lat} - ${num(r.lat)}) / 2), 2) + ${num(r.cosLat)} * cos(radians(${lat})) * power(sin(radians(${lon} - ${num(r.lon)}) / 2), 2))))`;
}

/** The same distance computed in JavaScript (tests compare the two). */
export function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const h = Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * The latitudes and longitudes within `radiusKm` of the origin lie inside this box. The longitude
 * span widens with the latitude; close to a pole (or past 180°) it is not bounded.
 */
export function boundingBox(o: Origin & { radiusKm: number }) {
  const dLat = o.radiusKm / KM_PER_DEGREE;
  const cos = Math.cos(radians(Math.min(90, Math.abs(o.lat) + dLat)));
  const dLon = cos > 0.01 ? o.radiusKm / (KM_PER_DEGREE * cos) : 180;
  return { minLat: o.lat - dLat, maxLat: o.lat + dLat, minLon: dLon >= 180 ? -180 : o.lon - dLon, maxLon: dLon >= 180 ? 180 : o.lon + dLon };
}

/** The points (lat, lon) where verified hospitals are within reach of the origin, nearest first, with their distance. */
function pointsWithinReach(db: Db, r: Reach, province?: string) {
  let q = db.selectFrom('clinic_points as cp').select(['cp.lat', 'cp.lon', distanceKm(r, 'cp').as('distance_km')]);
  // In a province, only its points: the walk never reads a point whose hospitals are all elsewhere.
  if (province) q = q.where('cp.province', '=', province);
  if (r.within) q = q.where(inBox(r.within, 'cp')).where(sql<boolean>`${distanceKm(r, 'cp')} <= ${num(r.within.km)}`);
  // One row per point: a point shared by hospitals of two provinces (Lloydminster) is walked once.
  return q.groupBy(['cp.lat', 'cp.lon']).orderBy('distance_km');
}

/**
 * The hospitals (alias `c`) nearest the origin, with `distance_km`: the page of a search near a place
 * is the first SEARCH_LIMIT of these by distance, then id, and the query reads only what that page
 * needs (docs/decisions/112). The points within reach come nearest first; at each one, the first
 * SEARCH_LIMIT of its verified hospitals (in the province, offering `specialtyId` when given) in id
 * order, from clinics_point_idx, or for a specialty from clinic_specialty_points' key (migration 027,
 * docs/decisions/144), which holds only the hospitals offering it. The page's `order by distance_km,
 * id` then sorts point by point (SQLite's "TEMP B-TREE FOR LAST TERM", PostgreSQL's incremental sort;
 * points at the very same distance sort together) and stops at the first point past the page.
 * PostgreSQL reads each point's hospitals in a lateral subquery; SQLite, which has none, in a
 * correlated `id in (…)` list. That sort holds only the page's ids (`pt.id`, with `pt.distance_km`),
 * and `c` is each one's row, read after it: a page ordered by `distance_km, pt.id` is in the walk's own
 * order and is not sorted again. A search joining more tables to `c` joins them with CROSS JOIN (and
 * its condition in the WHERE): SQLite keeps such joins in their written order, where it might otherwise
 * start from the joined table's own index (all the hospitals offering a specialty) and lose the walk;
 * PostgreSQL plans it as the inner join it is.
 */
export function nearestHospitals(db: Db, r: Reach, province: string | undefined, specialtyId?: number) {
  const firsts = pointHospitals(db, province, specialtyId);
  const points = db.selectFrom(pointsWithinReach(db, r, province).as('pt'));
  // The page's ids first, then their rows, on both databases. PostgreSQL may sort every walked row
  // instead of point by point (its choice, by cost, e.g. in a generic plan within a radius): it then
  // sorts ids read from the index alone, and reads 50 hospitals' rows. SQLite sorts each point's rows
  // in a temporary b-tree: carrying every column of the walked rows through it cost 5.6 % of the
  // specialty near statement's instructions (docs/decisions/142).
  let walked;
  if (dialectOf(db) === 'postgres') {
    const page = points
      .innerJoinLateral(firsts.as('at'), (join) => join.onTrue())
      .select(['pt.distance_km', 'at.id'])
      .orderBy('pt.distance_km')
      .orderBy('at.id')
      .limit(PAGE);
    walked = db.selectFrom(page.as('pt')).innerJoin('clinics as c', 'c.id', 'pt.id');
  } else {
    // CROSS JOINs, which SQLite never reorders: the points stay the outer loop, so the page sorts
    // point by point; then each of the page's ids reads its row.
    const page = points.crossJoin('clinics as c').where('c.id', 'in', firsts).select(['pt.distance_km', 'c.id']).orderBy('pt.distance_km').orderBy('c.id').limit(PAGE);
    walked = db.selectFrom(page.as('pt')).crossJoin('clinics as c').whereRef('c.id', '=', 'pt.id');
  }
  return (walked as unknown as SelectQueryBuilder<Database & { c: Database['clinics']; pt: { distance_km: number; id: number } }, 'c' | 'pt', object>).select(sql<number>`${sql.ref('pt.distance_km')}`.as('distance_km'));
}

/**
 * A point's (`pt`) first SEARCH_LIMIT verified hospitals in id order, as `id`: every one from
 * clinics_point_idx, or those offering a specialty from clinic_specialty_points, whose key (specialty,
 * point, id) is that order: where the walk read each hospital of the point and probed
 * clinic_specialties for it, ~80 to keep 50 at the bench's points (docs/decisions/144).
 */
function pointHospitals(db: Db, province: string | undefined, specialtyId: number | undefined) {
  const atPoint = sql<boolean>`${sql.ref('h.lat')} = ${sql.ref('pt.lat')} and ${sql.ref('h.lon')} = ${sql.ref('pt.lon')}`;
  if (specialtyId !== undefined) {
    let at = db.selectFrom('clinic_specialty_points as h').select('h.clinic_id as id').where('h.specialty_id', '=', specialtyId).where(atPoint);
    if (province) at = at.where('h.province', '=', province);
    return at.orderBy('h.clinic_id').limit(PAGE);
  }
  let at = db.selectFrom('clinics as h').select('h.id').where(atPoint).where('h.verified_at', 'is not', null);
  if (province) at = at.where('h.province', '=', province);
  return at.orderBy('h.id').limit(PAGE);
}

/** The bounding box of a radius around the origin on `<alias>.lat, <alias>.lon`: a range of an index. */
function inBox(box: NonNullable<Reach['within']>, alias: 'c' | 'cp') {
  const [lat, lon] = [sql.ref(`${alias}.lat`), sql.ref(`${alias}.lon`)];
  return sql<boolean>`${lat} between ${num(box.minLat)} and ${num(box.maxLat)} and ${lon} between ${num(box.minLon)} and ${num(box.maxLon)}`;
}

const num = (n: number) => sql`cast(${n} as double precision)`;

/**
 * Keeps the hospitals (alias `c`) with coordinates, within the radius when there is one, and selects
 * their distance as `distance_km`.
 */
export function withinReach(r: Reach) {
  return <DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O & { distance_km: number }> => {
    const c = (column: 'lat' | 'lon') => sql.ref(`c.${column}`);
    // Near a place, as in every search, vets see verified listings only (issue 21, decision 098).
    let out = q.where(sql<boolean>`${sql.ref('c.verified_at')} is not null and ${c('lat')} is not null and ${c('lon')} is not null`);
    if (r.within) out = out.where(inBox(r.within, 'c')).where(sql<boolean>`${distanceKm(r)} <= ${num(r.within.km)}`);
    return out.select(distanceKm(r).as('distance_km') as never) as unknown as SelectQueryBuilder<DB, TB, O & { distance_km: number }>;
  };
}

/** A distance as the API answers it: km to one decimal. */
export const roundKm = (km: number | string): number => Math.round(Number(km) * 10) / 10;

// Numbers no search computes (a latitude of a million degrees): they stand for a reach's numbers while
// a query is compiled, and the province's stands for a province (db/prepared.ts).
const SENTINEL_REACH: Required<Reach> = {
  lat: -1_000_101,
  lon: -1_000_102,
  cosLat: -1_000_103,
  within: { km: -1_000_104, minLat: -1_000_105, maxLat: -1_000_106, minLon: -1_000_107, maxLon: -1_000_108 },
};
const SENTINEL_PROVINCE = '\u0000near province';

const numbersOf = (r: Reach): number[] => [r.lat, r.lon, r.cosLat, ...(r.within ? [r.within.km, r.within.minLat, r.within.maxLat, r.within.minLon, r.within.maxLon] : [])];

/**
 * A query near a place built and compiled once per database and shape (within a radius or not, in a
 * province or not) and then run with each search's numbers (`preparedShapes`): building and compiling a
 * near query took 70 µs, a third of the near search at 10,000 hospitals (docs/decisions/121). `args` are
 * the query's other values, with their placeholders.
 */
export function preparedNear<A extends unknown[], R>(build: (db: Db, r: Reach, province: string | undefined, ...args: A) => Compilable<R>, argPlaceholders: A) {
  const run = preparedShapes<R>();
  return (db: Db, r: Reach, province: string | undefined, ...args: A): Promise<R[]> => {
    const sentinel: Reach = r.within ? SENTINEL_REACH : { ...SENTINEL_REACH, within: undefined };
    const sentinelProvince = province ? SENTINEL_PROVINCE : undefined;
    const values = numbersOf(r);
    const bound: Array<[unknown, unknown]> = numbersOf(sentinel).map((s, i) => [s, values[i]]);
    if (province) bound.push([SENTINEL_PROVINCE, province]);
    argPlaceholders.forEach((s, i) => bound.push([s, args[i]]));
    const shape = `${r.within ? 'within' : 'anywhere'}${province ? ' in a province' : ''}`;
    return run(db, shape, bound, (db) => build(db, sentinel, sentinelProvince, ...argPlaceholders));
  };
}
