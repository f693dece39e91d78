import { type SelectQueryBuilder, sql } from 'kysely';

/**
 * Searching near a place (issue 21, docs/decisions/094): where a search starts and how far it reaches.
 * The haversine distance is computed in the same SQL on both databases (SQLite's built-in math
 * functions, PostgreSQL's own); a radius first keeps the hospitals inside its bounding box, which the
 * index on (lat, lon) answers.
 */
export interface Origin {
  lat: number;
  lon: number;
  /** No radius: any distance. */
  radiusKm?: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const radians = (deg: number) => (deg * Math.PI) / 180;
const num = (n: number) => sql`cast(${n} as double precision)`;

/** The haversine distance in km from the origin to `c.lat, c.lon`. */
export function distanceKm(o: Origin) {
  const [lat, lon] = [sql.ref('c.lat'), sql.ref('c.lon')];
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(sqrt(power(sin(radians(${lat} - ${num(o.lat)}) / 2), 2) + ${num(Math.cos(radians(o.lat)))} * cos(radians(${lat})) * power(sin(radians(${lon} - ${num(o.lon)}) / 2), 2))))`;
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

/**
 * Keeps the hospitals (alias `c`) with coordinates, within the radius when there is one (`radius`
 * false: at any distance, for the nearest beyond it), and selects their distance as distance_km.
 */
export function withinReach(o: Origin, radius = true) {
  return <DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O & { distance_km: number }> => {
    let out = q.where(sql<boolean>`${sql.ref('c.lat')} is not null and ${sql.ref('c.lon')} is not null`);
    if (radius && o.radiusKm !== undefined) {
      const box = boundingBox({ ...o, radiusKm: o.radiusKm });
      out = out
        .where(sql<boolean>`${sql.ref('c.lat')} between ${num(box.minLat)} and ${num(box.maxLat)} and ${sql.ref('c.lon')} between ${num(box.minLon)} and ${num(box.maxLon)}`)
        .where(sql<boolean>`${distanceKm(o)} <= ${num(o.radiusKm)}`);
    }
    return out.select(distanceKm(o).as('distance_km') as never) as unknown as SelectQueryBuilder<DB, TB, O & { distance_km: number }>;
  };
}

export const roundKm = (km: number | string): number => Math.round(Number(km) * 10) / 10;
