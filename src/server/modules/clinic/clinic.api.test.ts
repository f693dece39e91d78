import { ERRORS } from '@shared/errors';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLINIC_MSG } from '@shared/contracts/clinic';
import { createAdmin, createTestContext, registerUser } from '../../test/context';
import { setSpecialtyActive, specialtyId, verifyListing } from '../../test/factories';

const ctx = await createTestContext();
const { app, db, inject } = ctx;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const profile = {
  name: 'Rideau Test Specialty',
  address: '200 Bank Street',
  city: 'Ottawa',
  province: 'Ontario',
  contact_email: 'referrals@rideau-test.example.ca',
  phone: '613-555-0199',
  website_url: 'www.rideau-test.example.ca',
  description: 'Cardiology and oncology.',
  referral_instructions: 'Send records by fax.',
};

let mine: string;
let other: string;
let otherClinicId: number;
let cardiology: number;
let oncology: number;

const snapshot = async () => ({
  pricings: await db.selectFrom('pricings').selectAll().orderBy('id').execute(),
  specialties: await db.selectFrom('clinic_specialties').selectAll().orderBy('clinic_id').orderBy('specialty_id').execute(),
  staff: await db.selectFrom('staff_members').selectAll().orderBy('id').execute(),
  waits: await db.selectFrom('procedure_waits').selectAll().orderBy('id').execute(),
  clinics: await db.selectFrom('clinics').selectAll().orderBy('id').execute(),
});

beforeAll(async () => {
  mine = (await registerUser(app, { role: 'clinic' })).cookie;
  other = (await registerUser(app, { role: 'clinic' })).cookie;
  cardiology = await specialtyId(db, 'Cardiology');
  oncology = await specialtyId(db, 'Oncology');
  const res = await inject('PATCH', '/api/clinics/profile', { as: other, body: { ...profile, name: 'Other Clinic' } });
  otherClinicId = res.json().id;
  await verifyListing(db, otherClinicId);
  await inject('POST', '/api/clinic-specialties', { as: other, body: { specialty_id: cardiology } });
  await inject('POST', '/api/pricings', { as: other, body: { procedure_name: 'Other quote', price_range: '$1' } });
  await inject('POST', '/api/staff', { as: other, body: { name: 'Other Staff' } });
  await inject('POST', '/api/procedure-waits', { as: other, body: { specialty_id: cardiology, procedure: 'Other wait', wait_time: '<1 week' } });
});

describe('before the listing exists', () => {
  it('reads as null and empty lists; writes say to set up the profile first', async () => {
    const fresh = (await registerUser(app, { role: 'clinic' })).cookie;
    expect((await inject('GET', '/api/clinics/profile', { as: fresh })).json()).toBeNull();
    for (const url of ['/api/pricings', '/api/clinic-specialties', '/api/staff', '/api/procedure-waits']) {
      expect((await inject('GET', url, { as: fresh })).json(), url).toEqual([]);
    }
    const res = await inject('POST', '/api/pricings', { as: fresh, body: { procedure_name: 'TPLO', price_range: '$5,000' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ERRORS.LISTING_REQUIRED.message);
  });
});

describe('PATCH /api/clinics/profile', () => {
  it('creates the listing on the first save, then updates it; vets see the change', async () => {
    const created = await inject('PATCH', '/api/clinics/profile', { as: mine, body: profile });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ ...profile, id: expect.any(Number), logo_url: null });
    await verifyListing(db, created.json().id); // vets see verified listings only (issue 21)
    const updated = await inject('PATCH', '/api/clinics/profile', { as: mine, body: { ...profile, name: 'Rideau Cœur Specialty', city: '' } });
    expect(updated.json()).toMatchObject({ id: created.json().id, name: 'Rideau Cœur Specialty', city: null });
    expect((await inject('GET', '/api/clinics/profile', { as: mine })).json().name).toBe('Rideau Cœur Specialty');
    const vet = (await registerUser(app, { role: 'vet' })).cookie;
    const found = (await inject('GET', '/api/hospitals/search?name=rideau%20coeur', { as: vet })).json();
    expect(found.map((h: { id: number }) => h.id)).toEqual([created.json().id]);
    expect(await db.selectFrom('clinics').select('id').where('name', 'like', 'Rideau%').execute()).toHaveLength(1);
  });

  it.each([
    [{ name: '' }, 'name', CLINIC_MSG.name],
    [{ address: '   ' }, 'address', CLINIC_MSG.address],
    [{ province: undefined }, 'province', CLINIC_MSG.province],
    [{ province: 'Atlantis' }, 'province', CLINIC_MSG.province],
    [{ contact_email: 'not-email' }, 'contact_email', 'Invalid email address'],
    [{ website_url: 'javascript:alert(1)' }, 'website_url', 'Enter a web address such as www.example.ca or https://example.ca'],
    [{ website_url: 'data:text/html,<script>1</script>' }, 'website_url', 'Enter a web address such as www.example.ca or https://example.ca'],
    [{ description: 'x'.repeat(5001) }, 'description', 'At most 5000 characters'],
    [{ name: 'n'.repeat(201) }, 'name', 'At most 200 characters'],
  ])('refuses a bad value (case %#) with its field message and changes nothing', async (override, field, message) => {
    const before = await snapshot();
    const res = await inject('PATCH', '/api/clinics/profile', { as: mine, body: { ...profile, ...override } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: `body.${field}`, message });
    expect(await snapshot()).toEqual(before);
  });

  it('accepts the territories too', async () => {
    expect((await inject('PATCH', '/api/clinics/profile', { as: mine, body: { ...profile, province: 'Nunavut' } })).json().province).toBe('Nunavut');
    await inject('PATCH', '/api/clinics/profile', { as: mine, body: profile });
  });
});

describe('quotes', () => {
  it('adds, lists, edits and deletes', async () => {
    const added = await inject('POST', '/api/pricings', { as: mine, body: { procedure_name: 'TPLO', price_range: '$4,500–$6,500', specialty_id: null } });
    expect(added.statusCode).toBe(201);
    const id = added.json().id;
    expect(added.json()).toMatchObject({ procedure_name: 'TPLO', price_range: '$4,500–$6,500', description: null, specialty_id: null });
    const edited = await inject('PATCH', `/api/pricings/${id}`, { as: mine, body: { description: 'Includes radiographs', specialty_id: oncology } });
    expect(edited.json()).toMatchObject({ id, procedure_name: 'TPLO', description: 'Includes radiographs', specialty_id: oncology });
    expect((await inject('GET', '/api/pricings', { as: mine })).json().map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await inject('DELETE', `/api/pricings/${id}`, { as: mine })).statusCode).toBe(204);
    expect((await inject('GET', '/api/pricings', { as: mine })).json()).toEqual([]);
  });

  it.each([
    [{ procedure_name: 'X', price_range: '$1' }, CLINIC_MSG.procedureName],
    [{ procedure_name: 'MRI', price_range: '' }, CLINIC_MSG.priceRange],
    [{ price_range: '$1' }, CLINIC_MSG.procedureName],
  ])('validates %j with the SPEC message', async (payload, message) => {
    const res = await inject('POST', '/api/pricings', { as: mine, body: payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { message: string }) => i.message)).toContain(message);
  });

  it('refuses an unknown specialty reference', async () => {
    expect((await inject('POST', '/api/pricings', { as: mine, body: { procedure_name: 'MRI', price_range: '$1', specialty_id: 99999 } })).statusCode).toBe(400);
  });
});

describe('specialties', () => {
  it('adds an active specialty with empty defaults, then edits wait+notes and the emergency flag, moving last_updated', async () => {
    const added = await inject('POST', '/api/clinic-specialties', { as: mine, body: { specialty_id: cardiology } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ specialty_id: cardiology, wait_time: null, accepting_emergency: false, notes: null, specialty: { name: 'Cardiology', is_active: true } });
    const t0 = added.json().last_updated;
    await new Promise((r) => setTimeout(r, 5));
    const edited = await inject('PATCH', `/api/clinic-specialties/${cardiology}`, { as: mine, body: { wait_time: '1–2 weeks', notes: 'Echo on site' } });
    expect(edited.json()).toMatchObject({ wait_time: '1–2 weeks', notes: 'Echo on site', accepting_emergency: false });
    expect(edited.json().last_updated > t0).toBe(true);
    await new Promise((r) => setTimeout(r, 5));
    const toggled = await inject('PATCH', `/api/clinic-specialties/${cardiology}`, { as: mine, body: { accepting_emergency: true } });
    expect(toggled.json()).toMatchObject({ wait_time: '1–2 weeks', notes: 'Echo on site', accepting_emergency: true });
    expect(toggled.json().last_updated > edited.json().last_updated).toBe(true);
  });

  it('refuses a duplicate (409), an inactive specialty (400), an unknown one (404) and a wait time outside the clinic options', async () => {
    expect((await inject('POST', '/api/clinic-specialties', { as: mine, body: { specialty_id: cardiology } })).statusCode).toBe(409);
    await setSpecialtyActive(db, 'Dermatology', false);
    const derm = await specialtyId(db, 'Dermatology');
    const inactive = await inject('POST', '/api/clinic-specialties', { as: mine, body: { specialty_id: derm } });
    await setSpecialtyActive(db, 'Dermatology', true);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().message).toBe(ERRORS.SPECIALTY_INACTIVE.message);
    expect((await inject('POST', '/api/clinic-specialties', { as: mine, body: { specialty_id: 99999 } })).statusCode).toBe(404);
    for (const wait_time of ['1-2 months', 'soon', '']) {
      expect((await inject('PATCH', `/api/clinic-specialties/${cardiology}`, { as: mine, body: { wait_time } })).statusCode, wait_time).toBe(400);
    }
    expect((await inject('PATCH', `/api/clinic-specialties/${cardiology}`, { as: mine, body: {} })).statusCode).toBe(400);
  });

  it('removing a specialty removes its procedure waits', async () => {
    await inject('POST', '/api/clinic-specialties', { as: mine, body: { specialty_id: oncology } });
    const wait = await inject('POST', '/api/procedure-waits', { as: mine, body: { specialty_id: oncology, procedure: 'CT staging', wait_time: '<1 week' } });
    expect(wait.statusCode).toBe(201);
    expect((await inject('DELETE', `/api/clinic-specialties/${oncology}`, { as: mine })).statusCode).toBe(204);
    expect((await inject('GET', '/api/procedure-waits', { as: mine })).json().map((w: { procedure: string }) => w.procedure)).not.toContain('CT staging');
  });
});

describe('procedure waits', () => {
  it('adds under a listed specialty, edits, deletes; refuses an unlisted specialty', async () => {
    const added = await inject('POST', '/api/procedure-waits', { as: mine, body: { specialty_id: cardiology, procedure: 'Échocardiographie', wait_time: '2–4 weeks' } });
    expect(added.json()).toMatchObject({ specialty: 'Cardiology', procedure: 'Échocardiographie', wait_time: '2–4 weeks' });
    const edited = await inject('PATCH', `/api/procedure-waits/${added.json().id}`, { as: mine, body: { wait_time: '<1 week' } });
    expect(edited.json().wait_time).toBe('<1 week');
    const vet = (await registerUser(app, { role: 'vet' })).cookie;
    const found = (await inject('GET', '/api/hospitals/search?procedure=echocardiographie', { as: vet })).json();
    expect(found.map((h: { name: string }) => h.name)).toContain(profile.name);
    expect((await inject('DELETE', `/api/procedure-waits/${added.json().id}`, { as: mine })).statusCode).toBe(204);
    const unlisted = await inject('POST', '/api/procedure-waits', { as: mine, body: { specialty_id: oncology, procedure: 'CT', wait_time: '<1 week' } });
    expect(unlisted.statusCode).toBe(400);
  });
});

describe('staff', () => {
  it('adds with a photo (re-encoded), edits, reorders and removes', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#336699' } }).png().toBuffer();
    const a = await inject('POST', '/api/staff', {
      as: mine,
      body: {
        name: 'Dr. Amélie Tremblay',
        title: 'Cardiologist',
        specialties: ['Cardiology'],
        bio: 'DACVIM (Cardiology).',
        photo: `data:image/png;base64,${png.toString('base64')}`,
      },
    });
    expect(a.statusCode).toBe(201);
    expect(a.json().image_url).toMatch(/^\/api\/images\/\d+$/);
    const image = await app.inject({ method: 'GET', url: a.json().image_url });
    expect((await sharp(image.rawPayload).metadata()).width).toBe(600);
    const b = (await inject('POST', '/api/staff', { as: mine, body: { name: 'Sam Lee, RVT' } })).json();
    expect((await inject('GET', '/api/staff', { as: mine })).json().map((m: { name: string }) => m.name)).toEqual(['Dr. Amélie Tremblay', 'Sam Lee, RVT']);
    const reordered = await inject('PUT', '/api/staff/order', { as: mine, body: { ids: [b.id, a.json().id] } });
    expect(reordered.json().map((m: { id: number }) => m.id)).toEqual([b.id, a.json().id]);
    expect((await inject('PUT', '/api/staff/order', { as: mine, body: { ids: [b.id] } })).statusCode).toBe(400);
    const edited = await inject('PATCH', `/api/staff/${a.json().id}`, { as: mine, body: { title: 'Board-certified Cardiologist', photo: null } });
    expect(edited.json()).toMatchObject({ title: 'Board-certified Cardiologist', image_url: null });
    expect((await app.inject({ method: 'GET', url: a.json().image_url })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/staff/${b.id}`, { as: mine })).statusCode).toBe(204);
  });

  it('refuses a photo that is not a PNG, JPEG or WebP image', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    expect((await inject('POST', '/api/staff', { as: mine, body: { name: 'X', photo: `data:image/svg+xml;base64,${svg}` } })).statusCode).toBe(400);
    expect((await inject('POST', '/api/staff', { as: mine, body: { name: 'X', photo: `data:image/png;base64,${Buffer.from('text').toString('base64')}` } })).statusCode).toBe(415);
    expect((await inject('POST', '/api/staff', { as: mine, body: { name: '' } })).json().issues[0].message).toBe(CLINIC_MSG.staffName);
  });
});

describe("another clinic's rows", () => {
  it('answer 404 to every write and change nothing', async () => {
    const theirs = await snapshot();
    const pricingId = theirs.pricings.find((p) => p.clinic_id === otherClinicId)!.id;
    const staffId = theirs.staff.find((s) => s.clinic_id === otherClinicId)!.id;
    const waitId = theirs.waits.find((w) => w.clinic_id === otherClinicId)!.id;
    // Make sure "mine" lists cardiology so a missing ownership filter would have something to hit.
    const attempts: [Method, string, object?][] = [
      ['PATCH', `/api/pricings/${pricingId}`, { price_range: '$0' }],
      ['DELETE', `/api/pricings/${pricingId}`],
      ['PATCH', `/api/staff/${staffId}`, { name: 'Hijacked' }],
      ['DELETE', `/api/staff/${staffId}`],
      ['PATCH', `/api/procedure-waits/${waitId}`, { wait_time: '>8 weeks' }],
      ['DELETE', `/api/procedure-waits/${waitId}`],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await inject(method, url, { as: mine, body: payload })).statusCode, `${method} ${url}`).toBe(404);
    }
    const stranger = (await registerUser(app, { role: 'clinic' })).cookie;
    await inject('PATCH', '/api/clinics/profile', { as: stranger, body: { ...profile, name: 'Stranger Clinic' } });
    expect((await inject('PATCH', `/api/clinic-specialties/${cardiology}`, { as: stranger, body: { accepting_emergency: true } })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/clinic-specialties/${cardiology}`, { as: stranger })).statusCode).toBe(404);
    const after = await snapshot();
    expect(after.pricings.filter((p) => p.clinic_id === otherClinicId)).toEqual(theirs.pricings.filter((p) => p.clinic_id === otherClinicId));
    expect(after.staff.filter((s) => s.clinic_id === otherClinicId)).toEqual(theirs.staff.filter((s) => s.clinic_id === otherClinicId));
    expect(after.waits.filter((w) => w.clinic_id === otherClinicId)).toEqual(theirs.waits.filter((w) => w.clinic_id === otherClinicId));
    expect(after.specialties.filter((s) => s.clinic_id === otherClinicId)).toEqual(theirs.specialties.filter((s) => s.clinic_id === otherClinicId));
  });
});

describe('roles', () => {
  it('refuses visitors (401), vets and admins (403) on every clinic route', async () => {
    const vet = (await registerUser(app, { role: 'vet' })).cookie;
    const admin = (await createAdmin(ctx)).cookie;
    const before = await snapshot();
    const routes: [Method, string, object?][] = [
      ['GET', '/api/clinics/profile'],
      ['PATCH', '/api/clinics/profile', profile],
      ['GET', '/api/pricings'],
      ['POST', '/api/pricings', { procedure_name: 'TPLO', price_range: '$1' }],
      ['PATCH', '/api/pricings/1', { price_range: '$1' }],
      ['DELETE', '/api/pricings/1'],
      ['GET', '/api/clinic-specialties'],
      ['POST', '/api/clinic-specialties', { specialty_id: oncology }],
      ['PATCH', `/api/clinic-specialties/${cardiology}`, { accepting_emergency: false }],
      ['DELETE', `/api/clinic-specialties/${cardiology}`],
      ['GET', '/api/staff'],
      ['POST', '/api/staff', { name: 'X' }],
      ['PUT', '/api/staff/order', { ids: [] }],
      ['PATCH', '/api/staff/1', { name: 'X' }],
      ['DELETE', '/api/staff/1'],
      ['GET', '/api/procedure-waits'],
      ['POST', '/api/procedure-waits', { specialty_id: cardiology, procedure: 'X', wait_time: '<1 week' }],
      ['PATCH', '/api/procedure-waits/1', { wait_time: '<1 week' }],
      ['DELETE', '/api/procedure-waits/1'],
    ];
    for (const [method, url, payload] of routes) {
      expect((await inject(method, url, { body: payload })).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await inject(method, url, { as: vet, body: payload })).statusCode, `${method} ${url} vet`).toBe(403);
      expect((await inject(method, url, { as: admin, body: payload })).statusCode, `${method} ${url} admin`).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
});
