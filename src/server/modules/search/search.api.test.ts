import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { SEARCH_LIMIT } from '@shared/constants';
import type { SearchResult } from '@shared/contracts/search';
import { clinicDerived } from '../../db/rows/clinics';
import { createTestContext, registerUser } from '../../test/context';
import { createClinic, setSpecialtyActive, specialtyId } from '../../test/factories';

const ctx = await createTestContext();
const { app, db, inject } = ctx;
let vet: string;
let clinicUser: string;
let cardiology: number;

const names = (res: { json(): unknown }) => (res.json() as SearchResult[]).map((r) => r.name);

beforeAll(async () => {
  vet = (await registerUser(app, { role: 'vet' })).cookie;
  clinicUser = (await registerUser(app, { role: 'clinic' })).cookie;
  cardiology = await specialtyId(db, 'Cardiology');
  await createClinic(db, {
    name: 'Hôpital Vétérinaire du Ruisseau',
    province: 'Quebec',
    city: 'Montréal',
    specialties: [{ name: 'Cardiology', wait_time: '4-6 weeks', accepting_emergency: true, notes: 'Échocardiographie sur place' }],
    pricings: [{ procedure_name: 'Échocardiographie', price_range: '$650–$950', specialty: 'Cardiology' }],
  });
  await createClinic(db, {
    name: 'Ottawa Heart & Eye Referral',
    specialties: [
      { name: 'Cardiology', wait_time: '<1 week', accepting_emergency: false },
      { name: 'Ophthalmology', wait_time: '1–2 weeks' },
    ],
    pricings: [{ procedure_name: 'Echocardiogram', price_range: '$700–$900', specialty: 'Cardiology', updated_at: '2026-09-15T08:00:00.000Z' }],
    waits: [{ specialty: 'Cardiology', procedure: 'Echocardiogram', wait_time: '1–2 weeks', last_updated: '2026-10-01T00:00:00.000Z' }],
  });
  await createClinic(db, {
    name: 'Prairie Cardiology Centre',
    province: 'Saskatchewan',
    specialties: [{ name: 'Cardiology', wait_time: 'Not accepting', accepting_emergency: true }],
  });
  await createClinic(db, {
    name: 'Kingston 100%_Pets',
    specialties: [{ name: 'Cardiology', wait_time: '2–4 weeks', accepting_emergency: false }],
    waits: [{ specialty: 'Cardiology', procedure: 'Holter 24h', wait_time: '<1 week' }],
  });
  await createClinic(db, { name: 'Kingston 100 Pets', specialties: [{ name: 'Dermatology' }] });
});

describe('GET /api/specialties/active and /api/specialties', () => {
  it('lists active specialties in display order; the full list includes inactive ones', async () => {
    await setSpecialtyActive(db, 'Behavioural Medicine', false);
    const active = (await inject('GET', '/api/specialties/active', { as: vet })).json() as { name: string; display_order: number; is_active: boolean }[];
    const all = (await inject('GET', '/api/specialties', { as: vet })).json() as typeof active;
    expect(active.map((s) => s.name)).not.toContain('Behavioural Medicine');
    expect(all.find((s) => s.name === 'Behavioural Medicine')?.is_active).toBe(false);
    expect(active.every((s) => s.is_active)).toBe(true);
    const orders = all.map((s) => s.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    await setSpecialtyActive(db, 'Behavioural Medicine', true);
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/specialties/active' })).statusCode).toBe(401);
  });
});

describe('GET /api/specialties/{id}/search', () => {
  it('orders by the wait’s real order ("Not accepting" last), emergency-accepting first only when asked, in the SPEC §3 shape', async () => {
    expect(names(await inject('GET', `/api/specialties/${cardiology}/search`, { as: vet }))).toEqual([
      'Ottawa Heart & Eye Referral', // <1 week
      'Kingston 100%_Pets', // 2–4 weeks
      'Hôpital Vétérinaire du Ruisseau', // 4-6 weeks, emergency
      'Prairie Cardiology Centre', // not accepting, emergency
    ]);
    const res = await inject('GET', `/api/specialties/${cardiology}/search?emergency_first=true`, { as: vet });
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual([
      'Hôpital Vétérinaire du Ruisseau', // emergency, 4-6 weeks
      'Prairie Cardiology Centre', // emergency, not accepting (ranked last among emergency)
      'Ottawa Heart & Eye Referral', // <1 week
      'Kingston 100%_Pets', // 2–4 weeks
    ]);
    expect((await inject('GET', `/api/specialties/${cardiology}/search?emergency_first=maybe`, { as: vet })).statusCode).toBe(400);
    const first = (res.json() as SearchResult[])[0]!;
    expect(first).toEqual({
      id: expect.any(Number),
      name: 'Hôpital Vétérinaire du Ruisseau',
      address: '100 Test Street',
      city: 'Montréal',
      province: 'Quebec',
      logo_url: null,
      contact_email: 'desk@test-clinic.example.ca',
      phone: '613-555-0100',
      verified_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      clinicSpecialty: {
        specialty_id: cardiology,
        wait_time: '4-6 weeks',
        accepting_emergency: true,
        notes: 'Échocardiographie sur place',
        last_updated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      procedureMatch: null,
      // No referrals yet: nothing measured (modules/measures/measures.api.test.ts has the medians).
      measured: { scope: 'specialty', to_appointment: null },
    });
  });

  it('narrows by province', async () => {
    expect(names(await inject('GET', `/api/specialties/${cardiology}/search?province=Saskatchewan`, { as: vet }))).toEqual(['Prairie Cardiology Centre']);
    expect(names(await inject('GET', `/api/specialties/${cardiology}/search?province=Yukon`, { as: vet }))).toEqual([]);
  });

  it('never finds an inactive specialty', async () => {
    await setSpecialtyActive(db, 'Cardiology', false);
    const res = await inject('GET', `/api/specialties/${cardiology}/search`, { as: vet });
    await setSpecialtyActive(db, 'Cardiology', true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 404 for an unknown specialty and 400 for a malformed id or province', async () => {
    expect((await inject('GET', '/api/specialties/999999/search', { as: vet })).statusCode).toBe(404);
    for (const url of ['/api/specialties/abc/search', '/api/specialties/-1/search', '/api/specialties/1.5/search', `/api/specialties/${cardiology}/search?province=Atlantis`]) {
      expect((await inject('GET', url, { as: vet })).statusCode, url).toBe(400);
    }
  });

  it('is open to every signed-in role but not to visitors', async () => {
    expect((await inject('GET', `/api/specialties/${cardiology}/search`, { as: clinicUser })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/specialties/${cardiology}/search` })).statusCode).toBe(401);
  });
});

describe('GET /api/hospitals/search?name=', () => {
  it('matches case- and accent-insensitively', async () => {
    expect(names(await inject('GET', '/api/hospitals/search?name=veterinaire%20du%20RUISSEAU', { as: vet }))).toEqual(['Hôpital Vétérinaire du Ruisseau']);
    expect(names(await inject('GET', `/api/hospitals/search?name=${encodeURIComponent('HÔPITAL')}`, { as: vet }))).toEqual(['Hôpital Vétérinaire du Ruisseau']);
  });

  it('ignores punctuation (issue 57): % and _ are neither wildcards nor needed', async () => {
    const both = ['Kingston 100%_Pets', 'Kingston 100 Pets'];
    expect(names(await inject('GET', '/api/hospitals/search?name=100%25', { as: vet })).sort()).toEqual([...both].sort());
    expect(names(await inject('GET', '/api/hospitals/search?name=100%25_pets', { as: vet })).sort()).toEqual([...both].sort());
    // Punctuation alone is no search text: nothing, not every hospital.
    expect(names(await inject('GET', '/api/hospitals/search?name=_', { as: vet }))).toEqual([]);
    expect(names(await inject('GET', '/api/hospitals/search?name=%25', { as: vet }))).toEqual([]);
  });

  it('puts whole words before the start or inside of a word, and narrows by province', async () => {
    expect(names(await inject('GET', '/api/hospitals/search?name=cardiology', { as: vet }))).toEqual(['Prairie Cardiology Centre']);
    expect(names(await inject('GET', '/api/hospitals/search?name=kingston', { as: vet })).sort()).toEqual(['Kingston 100 Pets', 'Kingston 100%_Pets']);
    expect(names(await inject('GET', '/api/hospitals/search?name=kingston&province=Quebec', { as: vet }))).toEqual([]);
  });

  it('lets a name win over a procedure', async () => {
    const results = (await inject('GET', '/api/hospitals/search?name=prairie&procedure=echocardiogram', { as: vet })).json() as SearchResult[];
    expect(results.map((r) => r.name)).toEqual(['Prairie Cardiology Centre']);
    expect(results[0]!.procedureMatch).toBeNull();
  });

  it('needs a non-blank name or procedure, and bounds the length', async () => {
    for (const url of ['/api/hospitals/search', '/api/hospitals/search?name=%20%20', `/api/hospitals/search?name=${'a'.repeat(101)}`]) {
      const res = await inject('GET', url, { as: vet });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });
});

describe('GET /api/hospitals/search?procedure=', () => {
  it('matches quotes and wait entries accent-insensitively and says what matched', async () => {
    const results = (await inject('GET', '/api/hospitals/search?procedure=echocardio', { as: vet })).json() as SearchResult[];
    expect(results.map((r) => r.name)).toEqual(['Hôpital Vétérinaire du Ruisseau', 'Ottawa Heart & Eye Referral']);
    expect(results[0]!.procedureMatch).toEqual({
      procedure: 'Échocardiographie',
      price_range: '$650–$950',
      price_updated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      wait_time: null,
      last_updated: null,
    });
    // The quote's own date, apart from the wait entry's (issue 21).
    expect(results[1]!.procedureMatch).toEqual({
      procedure: 'Echocardiogram',
      price_range: '$700–$900',
      price_updated: '2026-09-15T08:00:00.000Z',
      wait_time: '1–2 weeks',
      last_updated: '2026-10-01T00:00:00.000Z',
    });
    expect(results.every((r) => r.clinicSpecialty === null)).toBe(true);
  });

  it('finds a wait entry without a quote, and narrows by province', async () => {
    const results = (await inject('GET', '/api/hospitals/search?procedure=holter', { as: vet })).json() as SearchResult[];
    expect(results.map((r) => [r.name, r.procedureMatch?.wait_time, r.procedureMatch?.price_range])).toEqual([['Kingston 100%_Pets', '<1 week', null]]);
    expect(names(await inject('GET', '/api/hospitals/search?procedure=echocardio&province=Quebec', { as: vet }))).toEqual(['Hôpital Vétérinaire du Ruisseau']);
  });
});

describe('result limit', () => {
  it(`answers at most ${SEARCH_LIMIT} hospitals`, async () => {
    const limited = await createTestContext();
    onTestFinished(limited.close);
    const cookie = (await registerUser(limited.app)).cookie;
    for (let i = 0; i < SEARCH_LIMIT + 3; i++) {
      await createClinic(limited.db, { name: `Limit Test Hospital ${String(i).padStart(2, '0')}`, specialties: [{ name: 'Oncology' }] });
    }
    const oncology = await specialtyId(limited.db, 'Oncology');
    const bySpecialty = await limited.inject('GET', `/api/specialties/${oncology}/search`, { as: cookie });
    const byName = await limited.inject('GET', '/api/hospitals/search?name=limit%20test', { as: cookie });
    expect(bySpecialty.json()).toHaveLength(SEARCH_LIMIT);
    expect(byName.json()).toHaveLength(SEARCH_LIMIT);
  });
});

describe('trigram indexes', () => {
  it('follow renames and deletes of hospitals, quotes and wait entries', async () => {
    const id = await createClinic(db, {
      name: 'Quokka Valley Animal Hospital',
      pricings: [{ procedure_name: 'Quokkaplasty', price_range: '$100' }],
      waits: [{ specialty: 'Cardiology', procedure: 'Quokkascopy', wait_time: '<1 week' }],
    });
    expect(names(await inject('GET', '/api/hospitals/search?name=quokka', { as: vet }))).toEqual(['Quokka Valley Animal Hospital']);

    await db.updateTable('clinics').set({ name: 'Wombat Creek Referral', search_key: clinicDerived({ name: 'Wombat Creek Referral', province: 'Ontario' }).search_key }).where('id', '=', id).execute();
    expect(names(await inject('GET', '/api/hospitals/search?name=quokka', { as: vet }))).toEqual([]);
    expect(names(await inject('GET', '/api/hospitals/search?name=wombat%20cr', { as: vet }))).toEqual(['Wombat Creek Referral']);

    await db.deleteFrom('pricings').where('clinic_id', '=', id).execute();
    expect(names(await inject('GET', '/api/hospitals/search?procedure=quokkapl', { as: vet }))).toEqual([]);
    expect(names(await inject('GET', '/api/hospitals/search?procedure=quokkasc', { as: vet }))).toEqual(['Wombat Creek Referral']);

    await db.deleteFrom('clinics').where('id', '=', id).execute();
    expect(names(await inject('GET', '/api/hospitals/search?procedure=quokkasc', { as: vet }))).toEqual([]);
    expect(names(await inject('GET', '/api/hospitals/search?name=wombat', { as: vet }))).toEqual([]);
  });

  it('match short terms at the start of words only, and quotes as nothing (issue 57)', async () => {
    await createClinic(db, { name: 'Bayside "Oak" Animal Clinic' });
    expect(names(await inject('GET', '/api/hospitals/search?name=oak%22', { as: vet }))).toEqual(['Bayside "Oak" Animal Clinic']);
    // "ak" is inside "Oak": a term of three letters or fewer never matches the inside of a word.
    expect(names(await inject('GET', '/api/hospitals/search?name=ak', { as: vet }))).toEqual([]);
    expect(names(await inject('GET', `/api/hospitals/search?name=${encodeURIComponent('"oak" a')}`, { as: vet }))).toEqual(['Bayside "Oak" Animal Clinic']);
    expect(names(await inject('GET', `/api/hospitals/search?name=${encodeURIComponent('" OR "')}`, { as: vet }))).toEqual([]);
  });
});
