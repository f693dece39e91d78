import { beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '@shared/contracts/places';
import type { SearchResult } from '@shared/contracts/search';
import { createTestContext, registerUser } from '../../test/context';
import { createClinic, specialtyId, verifyListing } from '../../test/factories';
import { haversineKm } from './near';

/** Issue 21: searching near a place, the name search matching the city, and the place suggestions. */
const ctx = await createTestContext();
const { app, db, inject } = ctx;
let vet: string;
let cardiology: number;

const results = async (url: string) => {
  const res = await inject('GET', url, { as: vet });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResult[];
};
const named = (rs: SearchResult[]) => rs.map((r) => [r.name, r.distance_km]);

const OTTAWA = { lat: 45.41117, lon: -75.69812 };

beforeAll(async () => {
  vet = (await registerUser(app, { role: 'vet' })).cookie;
  cardiology = await specialtyId(db, 'Cardiology');
  await createClinic(db, { name: 'Centre de Référence Mont-Royal', city: 'Montréal', province: 'Quebec', specialties: [{ name: 'Cardiology', wait_time: '<1 week' }] });
  await createClinic(db, { name: "Clinique de l'Outaouais", city: 'Gatineau', province: 'Quebec', specialties: [{ name: 'Cardiology', wait_time: '4-6 weeks' }] });
  await createClinic(db, {
    name: 'Rideau Specialty Centre',
    city: 'Ottawa',
    province: 'Ontario',
    specialties: [{ name: 'Cardiology', wait_time: '2–4 weeks', accepting_emergency: true }],
    pricings: [{ procedure_name: 'Echocardiogram', price_range: '$700' }],
  });
  await createClinic(db, { name: 'Pacific Heart Referral', city: 'Vancouver', province: 'British Columbia', specialties: [{ name: 'Cardiology' }], pricings: [{ procedure_name: 'Echocardiogram', price_range: '$800' }] });
  await createClinic(db, { name: 'Centre Vétérinaire Saint-Éloi', city: 'Québec', province: 'Quebec', pricings: [{ procedure_name: 'Échocardiographie', price_range: '$650' }] });
  await createClinic(db, { name: 'Nowhere Animal Hospital', city: 'Atlantis', province: 'Ontario', specialties: [{ name: 'Cardiology' }] });
});

describe('a hospital’s coordinates', () => {
  it('are its city’s, set when it is written and moved when its city changes', async () => {
    const row = await db.selectFrom('clinics').select(['id', 'lat', 'lon']).where('name', '=', 'Rideau Specialty Centre').executeTakeFirstOrThrow();
    expect([Number(row.lat), Number(row.lon)]).toEqual([OTTAWA.lat, OTTAWA.lon]);
    const unknown = await db.selectFrom('clinics').select(['lat', 'lon']).where('name', '=', 'Nowhere Animal Hospital').executeTakeFirstOrThrow();
    expect(unknown).toEqual({ lat: null, lon: null });

    // A clinic moves its listing to Gatineau through its own profile form.
    const { cookie } = await registerUser(app, { role: 'clinic' });
    const body = { name: 'Moving Paws Referral', address: '1 Main St', city: 'Kingston', province: 'Ontario', contact_email: 'desk@moving.example.ca' };
    const moving = await inject('PATCH', '/api/clinics/profile', { as: cookie, body });
    expect(moving.statusCode).toBe(200);
    await verifyListing(db, moving.json<{ id: number }>().id); // vets search verified listings (issue 21)
    const at = async () => db.selectFrom('clinics').select(['lat', 'lon', 'search_key']).where('name', '=', 'Moving Paws Referral').executeTakeFirstOrThrow();
    expect(Number((await at()).lat)).toBeCloseTo(44.23, 1); // Kingston, Ontario, not Kingston, Nova Scotia
    expect((await inject('PATCH', '/api/clinics/profile', { as: cookie, body: { ...body, city: 'Gatineau', province: 'Quebec' } })).statusCode).toBe(200);
    expect(Number((await at()).lon)).toBeCloseTo(-75.7, 1);
    expect((await at()).search_key).toBe(' moving paws referral \n gatineau ');
    expect(named(await results('/api/hospitals/search?name=moving%20paws&near=Ottawa'))).toEqual([['Moving Paws Referral', expect.any(Number)]]);
  });
});

describe('GET /api/hospitals/search?name= matches the city too', () => {
  it('finds "montreal", "Montréal", "quebec" and "Québec" by their accented cities', async () => {
    for (const q of ['montreal', 'Montr%C3%A9al', 'MONTREAL']) expect(named(await results(`/api/hospitals/search?name=${q}`))).toEqual([['Centre de Référence Mont-Royal', undefined]]);
    for (const q of ['quebec', 'Qu%C3%A9bec']) expect((await results(`/api/hospitals/search?name=${q}`)).map((r) => r.name)).toEqual(['Centre Vétérinaire Saint-Éloi']);
  });
});

describe('near a place', () => {
  it('lists the hospitals around a place within a radius, nearest first, each with its distance', async () => {
    const rs = await results('/api/hospitals/search?near=Ottawa&radius_km=250');
    expect(rs.map((r) => r.name)).toEqual(['Rideau Specialty Centre', "Clinique de l'Outaouais", 'Moving Paws Referral', 'Centre de Référence Mont-Royal']);
    // The database's distance is the haversine one, to one decimal.
    const montreal = { lat: 45.50884, lon: -73.58781 };
    expect(rs[3]!.distance_km).toBe(Math.round(haversineKm(OTTAWA, montreal) * 10) / 10);
    expect(rs[3]!.distance_km).toBeGreaterThan(160);
    expect(rs[3]!.distance_km).toBeLessThan(170);
    expect(rs[0]!.distance_km).toBe(0);
    // A smaller radius leaves Montréal out; no radius reaches across the country; unknown cities never.
    expect((await results('/api/hospitals/search?near=Ottawa&radius_km=25')).map((r) => r.name)).toEqual(['Rideau Specialty Centre', "Clinique de l'Outaouais", 'Moving Paws Referral']);
    const anywhere = await results('/api/hospitals/search?near=Ottawa');
    expect(anywhere.at(-1)!.name).toBe('Pacific Heart Referral');
    expect(anywhere.map((r) => r.name)).not.toContain('Nowhere Animal Hospital');
  });

  it('goes with a name: "montreal" near Ottawa within 250 km', async () => {
    expect(named(await results('/api/hospitals/search?name=montreal&near=Ottawa&radius_km=250'))).toEqual([['Centre de Référence Mont-Royal', expect.closeTo(165, -1)]]);
    // Nothing within 100 km (issue 57): the nearest beyond it, with its distance, marked as such.
    const beyond = await results('/api/hospitals/search?name=montreal&near=Ottawa&radius_km=100');
    expect(beyond.map((r) => [r.name, r.distance_km, r.beyond_radius])).toEqual([['Centre de Référence Mont-Royal', expect.closeTo(165, -1), true]]);
    expect((await results('/api/hospitals/search?name=montreal&near=Ottawa&radius_km=250'))[0]!.beyond_radius).toBeUndefined();
  });

  it('offers the nearest three beyond the radius when none is within it, for every kind of search (issue 57)', async () => {
    // Whitehorse: no hospital within 250 km; Vancouver's is the nearest, then the others eastward.
    const specialty = await results(`/api/specialties/${cardiology}/search?near=Whitehorse&radius_km=250`);
    expect(specialty.length).toBe(3);
    expect(specialty.every((r) => r.beyond_radius === true && r.distance_km! > 250)).toBe(true);
    expect(specialty[0]!.name).toBe('Pacific Heart Referral');
    expect(specialty.map((r) => r.distance_km)).toEqual([...specialty.map((r) => r.distance_km!)].sort((a, b) => a - b));
    const around = await results('/api/hospitals/search?near=Whitehorse&radius_km=25');
    expect(around.map((r) => r.name)).toEqual(['Pacific Heart Referral', expect.any(String), expect.any(String)]);
    expect((await results('/api/hospitals/search?procedure=echocardio&near=Whitehorse&radius_km=50')).map((r) => [r.name, r.beyond_radius])).toEqual([
      ['Pacific Heart Referral', true],
      ['Rideau Specialty Centre', true],
      ['Centre Vétérinaire Saint-Éloi', true],
    ]);
  });

  it('goes with a specialty: within the radius, nearest first, across the provincial border', async () => {
    const rs = await results(`/api/specialties/${cardiology}/search?near=${encodeURIComponent('Gatineau, QC')}&radius_km=250`);
    expect(rs.map((r) => r.name)).toEqual(["Clinique de l'Outaouais", 'Rideau Specialty Centre', 'Centre de Référence Mont-Royal']);
    expect(rs.every((r) => r.clinicSpecialty?.specialty_id === cardiology && typeof r.distance_km === 'number')).toBe(true);
    // Narrowed to a province too.
    expect((await results(`/api/specialties/${cardiology}/search?near=Gatineau&radius_km=250&province=Ontario`)).map((r) => r.name)).toEqual(['Rideau Specialty Centre']);
    // Without near, the usual order and no distance.
    expect((await results(`/api/specialties/${cardiology}/search`)).every((r) => r.distance_km === undefined)).toBe(true);
  });

  it('goes with a procedure, and takes coordinates', async () => {
    const rs = await results(`/api/hospitals/search?procedure=echocardio&near=${encodeURIComponent('49.28,-123.12')}`);
    expect(rs.map((r) => r.name)).toEqual(['Pacific Heart Referral', 'Rideau Specialty Centre', 'Centre Vétérinaire Saint-Éloi']);
    expect(rs[0]!.procedureMatch?.procedure).toBe('Echocardiogram');
    expect(rs[0]!.distance_km).toBeLessThan(10);
    expect((await results('/api/hospitals/search?procedure=echocardio&near=Ottawa&radius_km=50')).map((r) => r.name)).toEqual(['Rideau Specialty Centre']);
  });

  it('starts from a postal code’s area (FSA), however it is written', async () => {
    // K2P is Ottawa's Centretown, J8X Gatineau's Hull: Rideau first, then l'Outaouais, a few km apart.
    for (const near of ['K2P', 'k2p 1a1', 'K2P1A1', 'K2P, Ontario']) {
      const rs = await results(`/api/specialties/${cardiology}/search?near=${encodeURIComponent(near)}&radius_km=25`);
      expect(rs.map((r) => r.name), near).toEqual(['Rideau Specialty Centre', "Clinique de l'Outaouais"]);
      expect(rs[0]!.distance_km).toBeLessThan(3);
    }
    const montreal = await results(`/api/hospitals/search?near=${encodeURIComponent('H2X 1Y4')}&radius_km=25`);
    expect(montreal.map((r) => r.name)).toEqual(['Centre de Référence Mont-Royal']);
  });

  it('refuses postal districts it cannot place and unknown places with a sentence to act on (422), and bad radii (400)', async () => {
    // V0N is one of the table's rows without coordinates; Z starts no postal code, so Z9Z is a place name.
    const unknownCode = await inject('GET', `/api/hospitals/search?near=Z9Z`, { as: vet });
    expect([unknownCode.statusCode, unknownCode.json().code]).toEqual([422, 'PLACE_NOT_FOUND']);
    const unplaced = await inject('GET', `/api/hospitals/search?near=${encodeURIComponent('V0N 1A0')}`, { as: vet });
    expect(unplaced.json()).toMatchObject({ code: 'PLACE_POSTAL_CODE', message: "This postal code can't be located — enter a city or town." });
    const unknown = await inject('GET', `/api/specialties/${cardiology}/search?near=Atlantis`, { as: vet });
    expect([unknown.statusCode, unknown.json().code]).toEqual([422, 'PLACE_NOT_FOUND']);
    for (const radius of ['0', '-5', 'abc', '2.5', '99999']) {
      const res = await inject('GET', `/api/hospitals/search?near=Ottawa&radius_km=${radius}`, { as: vet });
      expect(res.statusCode, radius).toBe(400);
    }
  });
});

describe('GET /api/places', () => {
  const suggest = async (q: string) => (await inject('GET', `/api/places?q=${encodeURIComponent(q)}`, { as: vet })).json() as Place[];

  it('suggests Canadian places accent- and case-insensitively, exact names first', async () => {
    expect((await suggest('montreal'))[0]).toEqual({ name: 'Montréal', province: 'Quebec', lat: 45.50884, lon: -73.58781 });
    expect((await suggest('quebec'))[0]).toMatchObject({ name: 'Québec', province: 'Quebec' });
    const kingstons = await suggest('kingston');
    expect(kingstons.filter((p) => p.name === 'Kingston').map((p) => p.province).sort()).toEqual(['Nova Scotia', 'Ontario']);
    expect(await suggest('Kingston, ON')).toEqual([expect.objectContaining({ name: 'Kingston', province: 'Ontario' })]);
    expect((await suggest('lloyd')).map((p) => p.name)).toContain('Lloydminster');
    expect((await suggest('ott')).length).toBeLessThanOrEqual(8);
    expect(await suggest('Marseille')).toEqual([]); // only Canada (Paris, Ontario, exists)
    expect(await suggest('')).toEqual([]);
  });

  it('suggests the postal district of a postal code, in its province by the first letter', async () => {
    expect(await suggest('k2p')).toEqual([{ name: 'K2P', province: 'Ontario', lat: 45.4129, lon: -75.6901 }]);
    expect(await suggest('J8X 3')).toEqual([expect.objectContaining({ name: 'J8X', province: 'Quebec' })]);
    expect(await suggest('X0A')).toEqual([expect.objectContaining({ name: 'X0A', province: 'Nunavut' })]);
    expect(await suggest('X1A')).toEqual([expect.objectContaining({ name: 'X1A', province: 'Northwest Territories' })]);
    expect(await suggest('V0N')).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/places?q=ottawa' })).statusCode).toBe(401);
  });
});
