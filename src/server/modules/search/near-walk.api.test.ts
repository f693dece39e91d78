import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMIT } from '@shared/constants';
import type { SearchResult } from '@shared/contracts/search';
import { toClinicSpecialtyRow } from '../../db/rows/clinic-specialties';
import { toClinicRow } from '../../db/rows/clinics';
import { toPricingRow } from '../../db/rows/pricings';
import type { ClinicsTable } from '../../db/schema';
import { nowIso } from '../../db/search-key';
import { createTestContext, registerUser } from '../../test/context';
import { specialtyId } from '../../test/factories';
import { haversineKm, roundKm } from './near';

/**
 * A search near a place walks the points where hospitals are, nearest first, and stops at a page
 * (docs/decisions/112). Its answers must be exactly the plain definition's: every verified hospital
 * within reach (in the province, with the specialty, name or quote), by distance, then id, the first
 * SEARCH_LIMIT, each with its distance to 0.1 km. This file computes that definition in JavaScript
 * (near.ts's haversine) over a directory where many hospitals share a point, two points lie at the very
 * same distance from the origin, a point holds hospitals of two provinces, some are pending or
 * unplaced, and a page ends inside a point; then asks the API every near form, with and without a
 * radius and a province.
 */
const { app, db, inject } = await createTestContext();
let vet: string;
let cardiology: number;

/** The origin, given as coordinates, and the points around it (exact binary fractions, so A and B tie). */
const ORIGIN = { lat: 45.5, lon: -75.5 };
const POINTS = {
  here: { ...ORIGIN, hospitals: 90 }, // the first page ends inside it
  east: { lat: 45.5, lon: -75.25, hospitals: 40 }, // east and west: the same distance from the origin
  west: { lat: 45.5, lon: -75.75, hospitals: 40 },
  north: { lat: 46, lon: -75.5, hospitals: 30 },
  far: { lat: 44, lon: -74, hospitals: 30 },
  coast: { lat: 49.25, lon: -123.125, hospitals: 20 },
};
const PROVINCES = ['Ontario', 'Quebec'];

interface Hospital {
  id: number;
  lat: number | null;
  lon: number | null;
  province: string;
  verified: boolean;
  cardiology: boolean;
  key: string;
  quotes: string[];
}
let directory: Hospital[] = [];

/** A deterministic sequence, so a failure reproduces. */
function sequence(seed: number) {
  let a = seed;
  return () => {
    a = (a * 1103515245 + 12345) % 2 ** 31;
    return a / 2 ** 31;
  };
}

beforeAll(async () => {
  vet = (await registerUser(app, { role: 'vet' })).cookie;
  cardiology = await specialtyId(db, 'Cardiology');
  const rand = sequence(22);
  const now = nowIso();
  const rows: Array<{ row: Insertable<ClinicsTable>; at: { lat: number; lon: number } | null; cardiology: boolean; quote: boolean }> = [];
  for (const [name, point] of Object.entries(POINTS)) {
    for (let i = 0; i < point.hospitals; i++) {
      const row = toClinicRow(
        {
          user_id: null,
          name: `${rand() < 0.3 ? 'Ruisseau' : 'Maple'} ${name} ${i}`,
          address: '1 Test Street',
          city: 'Nowhere Known',
          province: PROVINCES[Math.floor(rand() * PROVINCES.length)]!,
          phone: null,
          contact_email: null,
          website_url: null,
          description: null,
          referral_instructions: null,
          logo_image_id: null,
          verified_at: rand() < 0.9 ? now : null,
        },
        now,
      );
      rows.push({ row, at: rand() < 0.95 ? { lat: point.lat, lon: point.lon } : null, cardiology: rand() < 0.4, quote: rand() < 0.3 });
    }
  }
  // Shuffled, so ids interleave across points (a point's hospitals are not a run of ids). Half the
  // coordinates are written with the row, half by a later update: both keep clinic_points.
  rows.sort(() => rand() - 0.5);
  const placedNow = (i: number) => i % 2 === 0 && rows[i]!.at !== null;
  await db
    .insertInto('clinics')
    .values(rows.map((r, i) => ({ ...r.row, ...(placedNow(i) ? r.at : { lat: null, lon: null }) })))
    .execute();
  const ids = new Map((await db.selectFrom('clinics').select(['id', 'name']).execute()).map((c) => [c.name, Number(c.id)]));
  const idOf = (r: (typeof rows)[number]) => ids.get(r.row.name)!;
  for (const point of Object.values(POINTS)) {
    const later = rows.filter((r, i) => !placedNow(i) && r.at?.lat === point.lat && r.at.lon === point.lon).map(idOf);
    await db.updateTable('clinics').set({ lat: point.lat, lon: point.lon }).where('id', 'in', later).execute();
  }
  const offer = rows.filter((r) => r.cardiology).map((r) => toClinicSpecialtyRow({ clinic_id: idOf(r), specialty_id: cardiology, wait_time: '<1 week', accepting_emergency: false, notes: null, last_updated: now }));
  await db.insertInto('clinic_specialties').values(offer).execute();
  const quotes = rows.filter((r) => r.quote).map((r) => toPricingRow({ clinic_id: idOf(r), specialty_id: cardiology, procedure_name: 'Echocardiogram', price_range: '$700', description: null, created_at: now, updated_at: now }));
  await db.insertInto('pricings').values(quotes).execute();
  await reread();
}, 120_000);

/** The directory as the database holds it, with each hospital's name key, specialty and quotes. */
async function reread() {
  const clinics = await db.selectFrom('clinics').select(['id', 'lat', 'lon', 'province', 'verified_at', 'search_key']).execute();
  const offering = new Set((await db.selectFrom('clinic_specialties').select('clinic_id').where('specialty_id', '=', cardiology).execute()).map((r) => Number(r.clinic_id)));
  const quotes = await db.selectFrom('pricings').select(['clinic_id', 'search_key']).execute();
  directory = clinics.map((c) => ({
    id: Number(c.id),
    lat: c.lat === null ? null : Number(c.lat),
    lon: c.lon === null ? null : Number(c.lon),
    province: c.province,
    verified: c.verified_at !== null,
    cardiology: offering.has(Number(c.id)),
    key: c.search_key,
    quotes: quotes.filter((q) => Number(q.clinic_id) === Number(c.id)).map((q) => q.search_key),
  }));
}

interface Case {
  origin: { lat: number; lon: number };
  radiusKm?: number;
  province?: string;
}

/** The plain definition of a search near a place, in JavaScript: [id, distance_km] of the page. */
function expected(c: Case, matches: (h: Hospital) => boolean): Array<[number, number]> {
  return directory
    .filter((h) => h.verified && h.lat !== null && h.lon !== null && (!c.province || h.province === c.province) && matches(h))
    .map((h) => ({ id: h.id, km: haversineKm(c.origin, { lat: h.lat!, lon: h.lon! }) }))
    .filter((h) => c.radiusKm === undefined || h.km <= c.radiusKm)
    .sort((a, b) => a.km - b.km || a.id - b.id)
    .slice(0, SEARCH_LIMIT)
    .map((h) => [h.id, roundKm(h.km)]);
}

const FORMS = {
  near: { url: '/api/hospitals/search?', matches: () => true },
  specialty: { url: '', matches: (h: Hospital) => h.cardiology },
  name: { url: '/api/hospitals/search?name=ruisseau&', matches: (h: Hospital) => h.key.includes('ruisseau') },
  procedure: { url: '/api/hospitals/search?procedure=echocardio&', matches: (h: Hospital) => h.quotes.some((q) => q.includes('echocardio')) },
};

async function answered(form: keyof typeof FORMS, c: Case): Promise<Array<[number, number]>> {
  const query = new URLSearchParams({ near: `${c.origin.lat},${c.origin.lon}` });
  if (c.radiusKm !== undefined) query.set('radius_km', String(c.radiusKm));
  if (c.province) query.set('province', c.province);
  const url = form === 'specialty' ? `/api/specialties/${cardiology}/search?${query}` : `${FORMS[form].url}${query}`;
  const res = await inject('GET', url, { as: vet });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return (res.json() as SearchResult[]).map((r) => [r.id, r.distance_km!]);
}

const cases: Case[] = [];
for (const origin of [ORIGIN, POINTS.east, POINTS.north, { lat: 45.75, lon: -75.5 }, POINTS.coast]) {
  for (const radiusKm of [undefined, 5, 25, 60, 300]) {
    for (const province of [undefined, 'Ontario', 'Quebec', 'Yukon']) cases.push({ origin, radiusKm, province });
  }
}
const label = (c: Case) => `near ${c.origin.lat},${c.origin.lon} within ${c.radiusKm ?? 'any distance'} in ${c.province ?? 'Canada'}`;

describe('a search near a place answers exactly the plain definition', () => {
  it('has the cases it means to test: a page ending inside a point, and a tie across points on a page', () => {
    const here = expected({ origin: ORIGIN }, () => true);
    expect(here).toHaveLength(SEARCH_LIMIT);
    // Every result of the first page is at the origin's own point, which holds more than a page.
    expect(here.every(([, km]) => km === 0)).toBe(true);
    expect(directory.filter((h) => h.verified && h.lat === ORIGIN.lat && h.lon === ORIGIN.lon).length).toBeGreaterThan(SEARCH_LIMIT);
    // In Ontario the page reaches east and west, at the very same distance, their hospitals by id.
    const ontario = expected({ origin: ORIGIN, province: 'Ontario' }, () => true);
    const tied = ontario.filter(([, km]) => km > 0);
    expect(haversineKm(ORIGIN, POINTS.east)).toBe(haversineKm(ORIGIN, POINTS.west));
    const at = (id: number) => directory.find((h) => h.id === id)!.lon;
    expect(new Set(tied.map(([id]) => at(id)))).toEqual(new Set([POINTS.east.lon, POINTS.west.lon]));
    expect(tied.map(([id]) => id)).toEqual(tied.map(([id]) => id).sort((a, b) => a - b));
    expect(ontario).toHaveLength(SEARCH_LIMIT);
  });

  it.each(Object.keys(FORMS) as Array<keyof typeof FORMS>)('%s near a place, from several origins, radii and provinces', async (form) => {
    for (const c of cases) expect(await answered(form, c), `${form} ${label(c)}`).toEqual(expected(c, FORMS[form].matches));
  });

  it('follows every write of a hospital’s place: moved, unverified, verified again, deleted', async () => {
    const [first, second] = expected({ origin: ORIGIN }, () => true);
    // The nearest hospital moves to the far point: it leaves the origin's page.
    await db.updateTable('clinics').set({ lat: POINTS.far.lat, lon: POINTS.far.lon }).where('id', '=', first![0]).execute();
    // The second is withdrawn from review, then one from the far point changes province.
    await db.updateTable('clinics').set({ verified_at: null }).where('id', '=', second![0]).execute();
    const farAway = directory.find((h) => h.lat === POINTS.far.lat && h.verified)!;
    await db.updateTable('clinics').set({ province: farAway.province === 'Ontario' ? 'Quebec' : 'Ontario' }).where('id', '=', farAway.id).execute();
    // Every hospital of the west point is deleted.
    await db.deleteFrom('clinics').where('lon', '=', POINTS.west.lon).execute();
    await reread();
    expect((await answered('near', { origin: ORIGIN }))[0]![0]).not.toBe(first![0]);
    for (const c of cases.filter((c) => c.origin === ORIGIN || c.origin === POINTS.east)) {
      for (const form of ['near', 'specialty'] as const) expect(await answered(form, c), `${form} ${label(c)}`).toEqual(expected(c, FORMS[form].matches));
    }
    await db.updateTable('clinics').set({ verified_at: nowIso() }).where('id', '=', second![0]).execute();
    await reread();
    expect((await answered('near', { origin: ORIGIN }))[0]).toEqual(expected({ origin: ORIGIN }, () => true)[0]);
  });

  it('keeps clinic_points equal to the verified hospitals’ points, counted per province', async () => {
    const points = await db.selectFrom('clinic_points').select(['lat', 'lon', 'province', 'hospitals']).execute();
    const counted = new Map<string, number>();
    for (const h of directory.filter((h) => h.verified && h.lat !== null && h.lon !== null)) {
      const key = `${h.lat},${h.lon},${h.province}`;
      counted.set(key, (counted.get(key) ?? 0) + 1);
    }
    expect(new Map(points.map((p) => [`${Number(p.lat)},${Number(p.lon)},${p.province}`, Number(p.hospitals)]))).toEqual(counted);
  });
});
