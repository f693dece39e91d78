import { beforeAll, describe, expect, it } from 'vitest';
import type { HospitalDetail, HospitalInternal } from '@shared/contracts/hospitals';
import { createAdmin, createTestContext, registerUser } from '../../test/context';
import { createClinic, setSpecialtyActive, specialtyId } from '../../test/factories';

const ctx = await createTestContext();
const { app, db, inject } = ctx;
let vet: string;
let clinicCookie: string;
let adminCookie: string;
let full: number;
let empty: number;

beforeAll(async () => {
  vet = (await registerUser(app, { role: 'vet' })).cookie;
  clinicCookie = (await registerUser(app, { role: 'clinic' })).cookie;
  adminCookie = (await createAdmin(ctx)).cookie;
  full = await createClinic(db, {
    name: 'Fraser Valley Animal Referral',
    province: 'British Columbia',
    city: 'Langley',
    description: 'Board-certified specialists.',
    referral_instructions: 'Fax the referral form and records.',
    website_url: 'www.fraser-valley.example.ca',
    specialties: [
      { name: 'Oncology', wait_time: '1–2 weeks', accepting_emergency: false, notes: 'Chemotherapy consults' },
      { name: 'Cardiology', wait_time: null, accepting_emergency: true },
      { name: 'Neurology', wait_time: '<1 week' },
    ],
    waits: [
      { specialty: 'Cardiology', procedure: 'Echocardiogram', wait_time: '<1 week', last_updated: '2026-11-01T12:00:00.000Z' },
      { specialty: 'Oncology', procedure: 'CT staging', wait_time: '1–2 weeks' },
      { specialty: 'Neurology', procedure: 'MRI – brain', wait_time: '2–4 weeks' },
    ],
    pricings: [
      { procedure_name: 'Echocardiogram', price_range: '$650–$950', specialty: 'Cardiology', description: 'Includes report' },
      { procedure_name: 'Annual wellness review', price_range: 'From $120', updated_at: '2026-08-20T10:00:00.000Z' },
    ],
    staff: [
      { name: 'Dr. Maya Singh', title: 'Oncologist', specialties: ['Oncology'], bio: 'Focus on lymphoma.' },
      { name: 'Sam Lee, RVT', title: 'Technologist' },
    ],
  });
  empty = await createClinic(db, { name: 'Empty Listing Clinic' });
  await setSpecialtyActive(db, 'Neurology', false);
});

describe('GET /api/hospitals/{id}', () => {
  it('returns the clinic, services with their procedure waits, pricings and specialties', async () => {
    const res = await inject('GET', `/api/hospitals/${full}`, { as: vet });
    expect(res.statusCode).toBe(200);
    const body = res.json() as HospitalDetail;
    expect(body.clinic).toMatchObject({
      id: full,
      name: 'Fraser Valley Animal Referral',
      province: 'British Columbia',
      website_url: 'www.fraser-valley.example.ca',
      referral_instructions: 'Fax the referral form and records.',
      logo_url: null,
    });
    // Inactive Neurology is hidden; services follow catalogue display order.
    expect(body.services.map((s) => s.specialty.name)).toEqual(['Cardiology', 'Oncology']);
    const cardiology = body.services[0]!;
    expect(cardiology).toMatchObject({ wait_time: null, accepting_emergency: true, notes: null, clinic_id: full });
    expect(cardiology.procedures).toEqual([
      {
        id: expect.any(Number),
        specialty_id: await specialtyId(db, 'Cardiology'),
        specialty: 'Cardiology',
        specialty_fr: 'Cardiologie',
        procedure: 'Echocardiogram',
        wait_time: '<1 week',
        last_updated: '2026-11-01T12:00:00.000Z',
      },
    ]);
    expect(body.services[1]!.procedures.map((p) => p.procedure)).toEqual(['CT staging']);
    expect(body.pricings.map((p) => [p.procedure_name, p.price_range, p.description])).toEqual([
      ['Annual wellness review', 'From $120', null],
      ['Echocardiogram', '$650–$950', 'Includes report'],
    ]);
    // Each quote carries the date it was last edited, as a wait does (issue 21).
    expect(body.pricings[0]!.updated_at).toBe('2026-08-20T10:00:00.000Z');
    expect(body.pricings[1]!.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(body.specialties.map((s) => s.name)).toEqual(['Cardiology', 'Oncology']);
  });

  it('returns empty lists for a bare listing', async () => {
    const body = (await inject('GET', `/api/hospitals/${empty}`, { as: clinicCookie })).json() as HospitalDetail;
    expect([body.services, body.pricings, body.specialties]).toEqual([[], [], []]);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401 for visitors', async () => {
    expect((await inject('GET', '/api/hospitals/987654', { as: vet })).statusCode).toBe(404);
    expect((await inject('GET', '/api/hospitals/abc', { as: vet })).statusCode).toBe(400);
    expect((await inject('GET', '/api/hospitals/0', { as: vet })).statusCode).toBe(400);
    expect((await inject('GET', '/api/hospitals/99999999999', { as: vet })).statusCode).toBe(400);
    expect((await inject('GET', `/api/hospitals/${full}`)).statusCode).toBe(401);
  });
});

describe('GET /api/hospitals/{id}/internal', () => {
  it('gives vets the clinic and its staff in order', async () => {
    const res = await inject('GET', `/api/hospitals/${full}/internal`, { as: vet });
    expect(res.statusCode).toBe(200);
    const body = res.json() as HospitalInternal;
    expect(body.clinic.name).toBe('Fraser Valley Animal Referral');
    expect(body.staff).toEqual([
      { id: expect.any(Number), name: 'Dr. Maya Singh', title: 'Oncologist', specialties: ['Oncology'], bio: 'Focus on lymphoma.', image_url: null },
      { id: expect.any(Number), name: 'Sam Lee, RVT', title: 'Technologist', specialties: [], bio: null, image_url: null },
    ]);
  });

  it('refuses clinics and admins (403) and visitors (401)', async () => {
    expect((await inject('GET', `/api/hospitals/${full}/internal`, { as: clinicCookie })).statusCode).toBe(403);
    expect((await inject('GET', `/api/hospitals/${full}/internal`, { as: adminCookie })).statusCode).toBe(403);
    expect((await inject('GET', `/api/hospitals/${full}/internal`)).statusCode).toBe(401);
    expect((await inject('GET', '/api/hospitals/987654/internal', { as: vet })).statusCode).toBe(404);
  });
});

describe('GET /api/images/{id}', () => {
  it('serves stored bytes with their type, an ETag and long caching; 304 when unchanged', async () => {
    const bytes = Buffer.from('89504e470d0a1a0a', 'hex');
    const row = await db
      .insertInto('images')
      .values({ content_type: 'image/png', bytes, sha256: 'abc123', width: 1, height: 1, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await inject('GET', `/api/images/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toBe('"abc123"');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.rawPayload.equals(bytes)).toBe(true);
    const again = await app.inject({ method: 'GET', url: `/api/images/${row.id}`, headers: { 'if-none-match': '"abc123"' } });
    expect(again.statusCode).toBe(304);
    expect((await inject('GET', '/api/images/424242')).statusCode).toBe(404);
  });
});
