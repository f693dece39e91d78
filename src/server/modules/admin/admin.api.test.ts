import { ERRORS } from '@shared/errors';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SPECIALTY_DEFAULTS } from '@shared/constants';
import { ADMIN_MSG, ADMIN_WAIT_CHOICES } from '@shared/contracts/admin';
import { CLINIC_MSG } from '@shared/contracts/clinic';
import { createAdmin, createTestContext, registerUser, withSession } from '../../test/context';
import { createClinic, setSpecialtyActive, specialtyId } from '../../test/factories';
import { ADMIN_ACCEPTED_WAITS } from '../clinic';
import { storeImage } from '../images';

const ctx = await createTestContext();
const { app, db, inject } = ctx;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A multipart/form-data body built by hand: one file part (the field name and declared type are the caller's). */
function multipart(data: Buffer, opts: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = `----vetreferral-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'logo'}"; filename="${opts.filename ?? 'logo.png'}"\r\n` +
      `Content-Type: ${opts.type ?? 'image/png'}\r\n\r\n`,
  );
  return { payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (cookie: string | undefined, clinicId: number | string, body: ReturnType<typeof multipart>) =>
  app.inject({ method: 'POST', url: `/api/admin/clinics/${clinicId}/logo`, ...body, ...(cookie ? withSession(cookie) : {}) });

/** A real image made by sharp, carrying EXIF metadata the upload must strip. */
const image = (format: 'png' | 'jpeg' | 'webp', width = 1024, height = 640) => {
  const base = sharp({ create: { width, height, channels: 3, background: '#2f6f8f' } }).withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera Owner' } } });
  return (format === 'png' ? base.png() : format === 'jpeg' ? base.jpeg() : base.webp()).toBuffer();
};

/** Every table an admin write can touch, to prove refused writes change nothing. */
const snapshot = async () => ({
  clinics: await db.selectFrom('clinics').selectAll().orderBy('id').execute(),
  specialties: await db.selectFrom('specialties').selectAll().orderBy('id').execute(),
  clinicSpecialties: await db.selectFrom('clinic_specialties').selectAll().orderBy('clinic_id').orderBy('specialty_id').execute(),
  pricings: await db.selectFrom('pricings').selectAll().orderBy('id').execute(),
  waits: await db.selectFrom('procedure_waits').selectAll().orderBy('id').execute(),
  staff: await db.selectFrom('staff_members').selectAll().orderBy('id').execute(),
  bookmarks: await db.selectFrom('bookmarks').selectAll().orderBy('user_id').orderBy('clinic_id').execute(),
  images: await db.selectFrom('images').select(['id', 'sha256']).orderBy('id').execute(),
  audit: await db.selectFrom('audit_log').select(['id', 'action']).orderBy('id').execute(),
});

const auditsFor = (action: string) => db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

let adminCookie: string;
let adminId: number;
let vetCookie: string;
let clinicCookie: string;
let cardiology: number;
let oncology: number;
let neurology: number;

beforeAll(async () => {
  const a = await createAdmin(ctx);
  adminCookie = a.cookie;
  adminId = a.user.id;
  vetCookie = (await registerUser(app, { role: 'vet' })).cookie;
  clinicCookie = (await registerUser(app, { role: 'clinic' })).cookie;
  cardiology = await specialtyId(db, 'Cardiology');
  oncology = await specialtyId(db, 'Oncology');
  neurology = await specialtyId(db, 'Neurology');
});

const newClinic = async (name: string, extra: object = {}) => (await inject('POST', '/api/admin/clinics', { as: adminCookie, body: { name, ...extra } })).json().id as number;

describe('GET /api/admin/stats', () => {
  it('counts users, hospitals and specialties', async () => {
    await createClinic(db, { name: 'Stats Clinic' });
    const res = await inject('GET', '/api/admin/stats', { as: adminCookie });
    expect(res.statusCode).toBe(200);
    const count = async (t: 'users' | 'clinics' | 'specialties') =>
      Number((await db.selectFrom(t).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(res.json()).toEqual({ userCount: await count('users'), clinicCount: await count('clinics'), specialtyCount: await count('specialties') });
    expect(res.json().specialtyCount).toBeGreaterThanOrEqual(15);
  });
});

describe('specialty catalogue', () => {
  it('lists every specialty by display_order, inactive ones included', async () => {
    await setSpecialtyActive(db, 'Neurology', false);
    const list = (await inject('GET', '/api/admin/specialties', { as: adminCookie })).json() as { name: string; display_order: number; is_active: boolean }[];
    await setSpecialtyActive(db, 'Neurology', true);
    expect(list.map((s) => s.display_order)).toEqual([...list.map((s) => s.display_order)].sort((a, b) => a - b));
    expect(list.find((s) => s.name === 'Neurology')?.is_active).toBe(false);
  });

  it('adds a specialty with display_order = count + 1 and active by default; audits it', async () => {
    const before = Number((await db.selectFrom('specialties').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const res = await inject('POST', '/api/admin/specialties', { as: adminCookie, body: { name: '  Theriogenology  ' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), name: 'Theriogenology', name_fr: null, display_order: before + 1, is_active: true });
    const [entry] = await auditsFor('admin.specialty.create');
    expect(entry).toMatchObject({ actor_user_id: adminId, target: `specialty:${res.json().id}` });
    const explicit = await inject('POST', '/api/admin/specialties', { as: adminCookie, body: { name: 'Zoo Medicine', display_order: 3, is_active: false } });
    expect(explicit.json()).toMatchObject({ name: 'Zoo Medicine', display_order: 3, is_active: false });
    const active = (await inject('GET', '/api/specialties/active', { as: vetCookie })).json().map((s: { name: string }) => s.name);
    expect(active).toContain('Theriogenology');
    expect(active).not.toContain('Zoo Medicine');
  });

  it.each([
    [{}, 'body.name', ADMIN_MSG.specialtyName],
    [{ name: '   ' }, 'body.name', ADMIN_MSG.specialtyName],
    [{ name: 'x'.repeat(121) }, 'body.name', 'At most 120 characters'],
    [{ name: 'Valid', display_order: 1.5 }, 'body.display_order', ADMIN_MSG.displayOrder],
    [{ name: 'Valid', display_order: '4' }, 'body.display_order', ADMIN_MSG.displayOrder],
    [{ name: 'Valid', display_order: -1 }, 'body.display_order', ADMIN_MSG.displayOrder],
    [{ name: 'Valid', is_active: 'yes' }, 'body.is_active', expect.any(String)],
  ])('refuses %j with its field message and adds nothing', async (payload, path, message) => {
    const before = await snapshot();
    const res = await inject('POST', '/api/admin/specialties', { as: adminCookie, body: payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a duplicate name, whatever its case (409), and changes nothing', async () => {
    const before = await snapshot();
    for (const name of ['Cardiology', 'CARDIOLOGY']) {
      const res = await inject('POST', '/api/admin/specialties', { as: adminCookie, body: { name } });
      expect(res.statusCode, name).toBe(409);
      expect(res.json().message).toBe(ERRORS.SPECIALTY_NAME_TAKEN.message);
    }
    expect((await inject('PATCH', `/api/admin/specialties/${oncology}`, { as: adminCookie, body: { name: 'cardiology' } })).statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('edits name, order and active together, or is_active alone; search stops offering an inactive one', async () => {
    const id = (await inject('POST', '/api/admin/specialties', { as: adminCookie, body: { name: 'Sports Medicine' } })).json().id;
    const edited = await inject('PATCH', `/api/admin/specialties/${id}`, { as: adminCookie, body: { name: 'Canine Sports Medicine', display_order: 40, is_active: true } });
    expect(edited.json()).toEqual({ id, name: 'Canine Sports Medicine', name_fr: null, display_order: 40, is_active: true });
    // Renaming to its own name in another case is not a clash with itself.
    expect((await inject('PATCH', `/api/admin/specialties/${id}`, { as: adminCookie, body: { name: 'canine sports medicine' } })).statusCode).toBe(200);
    const toggled = await inject('PATCH', `/api/admin/specialties/${id}`, { as: adminCookie, body: { is_active: false } });
    expect(toggled.json()).toMatchObject({ id, name: 'canine sports medicine', display_order: 40, is_active: false });
    expect((await inject('GET', '/api/specialties/active', { as: vetCookie })).json().map((s: { id: number }) => s.id)).not.toContain(id);
    expect((await inject('GET', `/api/specialties/${id}/search`, { as: vetCookie })).json()).toEqual([]);
    expect((await inject('PATCH', `/api/admin/specialties/${id}`, { as: adminCookie, body: { is_active: true } })).json().is_active).toBe(true);
    expect((await auditsFor('admin.specialty.update')).length).toBeGreaterThanOrEqual(4);
  });

  it('answers 404 for an unknown id, 400 for a malformed id or an empty change', async () => {
    expect((await inject('PATCH', '/api/admin/specialties/999999', { as: adminCookie, body: { is_active: false } })).statusCode).toBe(404);
    expect((await inject('PATCH', '/api/admin/specialties/abc', { as: adminCookie, body: { is_active: false } })).statusCode).toBe(400);
    expect((await inject('PATCH', '/api/admin/specialties/0', { as: adminCookie, body: { is_active: false } })).statusCode).toBe(400);
    const empty = await inject('PATCH', `/api/admin/specialties/${cardiology}`, { as: adminCookie, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0].message).toBe(ADMIN_MSG.nothingToChange);
  });
});

describe('hospitals', () => {
  it('creates with only a name: province Ontario, no owner; audits it', async () => {
    const res = await inject('POST', '/api/admin/clinics', { as: adminCookie, body: { name: 'Harbourfront Animal Referral' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      user_id: null,
      owner_username: null,
      name: 'Harbourfront Animal Referral',
      address: null,
      city: null,
      province: 'Ontario',
      phone: null,
      contact_email: null,
      website_url: null,
      description: null,
      referral_instructions: null,
      logo_url: null,
      language: null,
      hours: null,
      emergency_phone: null,
      emergency_24_7: false,
      // An admin's listing is verified at once (issue 21).
      verified_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      rejected_at: null,
      review_note: null,
    });
    const [entry] = await auditsFor('admin.clinic.create');
    expect(entry).toMatchObject({ actor_user_id: adminId, target: `clinic:${res.json().id}`, ip: expect.any(String) });
    expect((await inject('GET', `/api/admin/clinics/${res.json().id}`, { as: adminCookie })).json()).toEqual(res.json());
  });

  it('creates with every field and an owning clinic account, which then sees it as its own listing', async () => {
    const owner = await registerUser(app, { role: 'clinic' });
    const accounts = (await inject('GET', '/api/admin/clinic-accounts', { as: adminCookie })).json() as { id: number; username: string }[];
    expect(accounts).toContainEqual({ id: owner.user.id, username: owner.user.username, display_name: 'Test Coordinator' });
    const body = {
      name: 'Côte-des-Neiges Vétérinaire',
      address: '5000 Chemin de la Côte-des-Neiges',
      city: 'Montréal',
      province: 'Quebec',
      phone: '514-555-0142',
      contact_email: 'referrals@cdn-vet.example.ca',
      website_url: 'www.cdn-vet.example.ca',
      description: 'Neurology and imaging.',
      referral_instructions: 'Fax the history first.',
      user_id: owner.user.id,
    };
    const res = await inject('POST', '/api/admin/clinics', { as: adminCookie, body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...body, owner_username: owner.user.username });
    expect((await inject('GET', '/api/clinics/profile', { as: owner.cookie })).json().id).toBe(res.json().id);
    const after = (await inject('GET', '/api/admin/clinic-accounts', { as: adminCookie })).json() as { id: number }[];
    expect(after.map((a) => a.id)).not.toContain(owner.user.id);
  });

  it.each([
    [{}, 'body.name', ADMIN_MSG.hospitalName],
    [{ name: '   ' }, 'body.name', ADMIN_MSG.hospitalName],
    [{ name: 'n'.repeat(201) }, 'body.name', 'At most 200 characters'],
    [{ name: 'Ok', province: 'Atlantis' }, 'body.province', 'Choose one of the 13 provinces and territories'],
    [{ name: 'Ok', contact_email: 'not-an-email' }, 'body.contact_email', 'Invalid email address'],
    [{ name: 'Ok', website_url: 'javascript:alert(1)' }, 'body.website_url', 'Enter a web address such as www.example.ca or https://example.ca'],
    [{ name: 'Ok', phone: '1'.repeat(41) }, 'body.phone', 'At most 40 characters'],
    [{ name: 'Ok', user_id: 'abc' }, 'body.user_id', 'Must be a positive whole number'],
  ])('refuses %j with its field message and creates nothing', async (payload, path, message) => {
    const before = await snapshot();
    const res = await inject('POST', '/api/admin/clinics', { as: adminCookie, body: payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an owner that is not a clinic account (400) or already has a listing (409), changing nothing', async () => {
    const vet = await registerUser(app, { role: 'vet' });
    const listed = await registerUser(app, { role: 'clinic' });
    await inject('PATCH', '/api/clinics/profile', { as: listed.cookie, body: { name: 'Listed Clinic', address: '1 Main St', province: 'Ontario', contact_email: 'a@b.ca' } });
    const target = await newClinic('Owner Target');
    const before = await snapshot();
    const cases: [number, number, string][] = [
      [vet.user.id, 400, ERRORS.OWNER_NOT_CLINIC.message],
      [adminId, 400, ERRORS.OWNER_NOT_CLINIC.message],
      [999999, 400, ERRORS.OWNER_NOT_CLINIC.message],
      [listed.user.id, 409, ERRORS.OWNER_TAKEN.message],
    ];
    for (const [user_id, status, message] of cases) {
      const created = await inject('POST', '/api/admin/clinics', { as: adminCookie, body: { name: 'Should Not Exist', user_id } });
      expect(created.statusCode, `create ${user_id}`).toBe(status);
      expect(created.json().message).toBe(message);
      const patched = await inject('PATCH', `/api/admin/clinics/${target}`, { as: adminCookie, body: { user_id } });
      expect(patched.statusCode, `patch ${user_id}`).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('edits fields and the owner (assign, keep, remove); the name search follows the new name', async () => {
    const id = await newClinic('Temporary Name Hospital');
    const owner = await registerUser(app, { role: 'clinic' });
    const edited = await inject('PATCH', `/api/admin/clinics/${id}`, { as: adminCookie, body: { name: 'Écurie Équine Référence', city: 'Sherbrooke', province: 'Quebec', user_id: owner.user.id } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, name: 'Écurie Équine Référence', city: 'Sherbrooke', province: 'Quebec', user_id: owner.user.id, owner_username: owner.user.username });
    // Omitted fields stay; the same owner again is not a conflict with itself.
    const again = await inject('PATCH', `/api/admin/clinics/${id}`, { as: adminCookie, body: { phone: '819-555-0100', user_id: owner.user.id } });
    expect(again.json()).toMatchObject({ city: 'Sherbrooke', phone: '819-555-0100', user_id: owner.user.id });
    const cleared = await inject('PATCH', `/api/admin/clinics/${id}`, { as: adminCookie, body: { city: '', user_id: null } });
    expect(cleared.json()).toMatchObject({ city: null, user_id: null, owner_username: null, name: 'Écurie Équine Référence' });
    const found = (await inject('GET', '/api/admin/clinics?q=ecurie%20equine', { as: adminCookie })).json() as { id: number }[];
    expect(found.map((c) => c.id)).toEqual([id]);
    expect((await inject('GET', '/api/admin/clinics?q=temporary%20name', { as: adminCookie })).json()).toEqual([]);
    expect((await auditsFor('admin.clinic.update')).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a blank name or an empty change on PATCH and changes nothing', async () => {
    const id = await newClinic('Patch Validation Hospital');
    const before = await snapshot();
    const blank = await inject('PATCH', `/api/admin/clinics/${id}`, { as: adminCookie, body: { name: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toContainEqual({ path: 'body.name', message: ADMIN_MSG.hospitalName });
    expect((await inject('PATCH', `/api/admin/clinics/${id}`, { as: adminCookie, body: {} })).statusCode).toBe(400);
    expect((await inject('PATCH', `/api/admin/clinics/${id}`, { as: adminCookie, body: { contact_email: 'nope' } })).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('lists by name, filters accent- and case-insensitively, punctuation ignored as in search (issue 57)', async () => {
    await newClinic('Percent 100% Vet');
    await newClinic('Percent 1000 Vet');
    await newClinic('under_score Clinic');
    await newClinic('underXscore Clinic');
    for (const name of ['Gamma Listorder', 'alpha Listorder', 'Élan Listorder', 'Beta Listorder']) await newClinic(name);
    const names = async (q: string) => ((await inject('GET', `/api/admin/clinics?q=${encodeURIComponent(q)}`, { as: adminCookie })).json() as { name: string }[]).map((c) => c.name);
    expect(await names('listorder')).toEqual(['alpha Listorder', 'Beta Listorder', 'Élan Listorder', 'Gamma Listorder']);
    expect((await inject('GET', '/api/admin/clinics', { as: adminCookie })).json().length).toBeGreaterThan(8);
    expect(await names('100%')).toEqual(['Percent 100% Vet', 'Percent 1000 Vet']);
    expect(await names('100 vet')).toEqual(['Percent 100% Vet']);
    expect(await names('under_score')).toEqual(['under_score Clinic']);
    expect(await names('underxscore')).toEqual(['underXscore Clinic']);
    expect(await names('COTE-DES-NEIGES')).toEqual(['Côte-des-Neiges Vétérinaire']);
    expect((await inject('GET', `/api/admin/clinics?q=${'x'.repeat(121)}`, { as: adminCookie })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown hospital and 400 for a malformed id', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/clinics/999999'],
      ['PATCH', '/api/admin/clinics/999999', { name: 'X' }],
      ['DELETE', '/api/admin/clinics/999999'],
      ['GET', '/api/admin/clinics/999999/specialties'],
      ['POST', '/api/admin/clinics/999999/specialties', { specialty_id: cardiology }],
      ['PATCH', `/api/admin/clinics/999999/specialties/${cardiology}`, { accepting_emergency: true }],
      ['DELETE', `/api/admin/clinics/999999/specialties/${cardiology}`],
      ['GET', '/api/admin/clinics/999999/pricings'],
      ['POST', '/api/admin/clinics/999999/pricings', { procedure_name: 'MRI', price_range: '$1' }],
      ['PATCH', '/api/admin/clinics/999999/pricings/1', { price_range: '$2' }],
      ['DELETE', '/api/admin/clinics/999999/pricings/1'],
    ] as [Method, string, object?][]) {
      const res = await inject(method, url, { as: adminCookie, body: payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await upload(adminCookie, 999999, multipart(await image('png')))).statusCode).toBe(404);
    for (const [method, url, payload] of [
      ['GET', '/api/admin/clinics/abc'],
      ['DELETE', '/api/admin/clinics/-1'],
      ['GET', '/api/admin/clinics/1.5/pricings'],
      ['PATCH', '/api/admin/clinics/1/specialties/x', { accepting_emergency: true }],
      ['DELETE', '/api/admin/clinics/1/pricings/99999999999'],
    ] as [Method, string, object?][]) {
      expect((await inject(method, url, { as: adminCookie, body: payload })).statusCode, url).toBe(400);
    }
  });
});

describe("a hospital's specialties", () => {
  it('adds with the admin defaults, lists, edits and removes (204)', async () => {
    const id = await newClinic('Specialty Hospital');
    const added = await inject('POST', `/api/admin/clinics/${id}/specialties`, { as: adminCookie, body: { specialty_id: cardiology } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      clinic_id: id,
      specialty_id: cardiology,
      wait_time: ADMIN_SPECIALTY_DEFAULTS.wait_time,
      accepting_emergency: false,
      notes: 'Added by admin',
      specialty: { name: 'Cardiology', is_active: true },
    });
    const explicit = await inject('POST', `/api/admin/clinics/${id}/specialties`, { as: adminCookie, body: { specialty_id: oncology, wait_time: '1-2 months', accepting_emergency: true, notes: null } });
    expect(explicit.json()).toMatchObject({ wait_time: '1-2 months', accepting_emergency: true, notes: null });
    expect((await inject('GET', `/api/admin/clinics/${id}/specialties`, { as: adminCookie })).json().map((s: { specialty_id: number }) => s.specialty_id)).toEqual([cardiology, oncology]);

    const edited = await inject('PATCH', `/api/admin/clinics/${id}/specialties/${cardiology}`, { as: adminCookie, body: { wait_time: 'Not accepting new cases', notes: 'Full until spring' } });
    expect(edited.json()).toMatchObject({ wait_time: 'Not accepting new cases', notes: 'Full until spring', accepting_emergency: false });
    // A clinic's own spelling stays settable by an admin.
    expect((await inject('PATCH', `/api/admin/clinics/${id}/specialties/${cardiology}`, { as: adminCookie, body: { wait_time: '1–2 weeks' } })).json().wait_time).toBe('1–2 weeks');
    const toggled = await inject('PATCH', `/api/admin/clinics/${id}/specialties/${cardiology}`, { as: adminCookie, body: { accepting_emergency: true } });
    expect(toggled.json()).toMatchObject({ accepting_emergency: true, notes: 'Full until spring' });
    const vetView = (await inject('GET', `/api/hospitals/${id}`, { as: vetCookie })).json();
    expect(vetView.services.map((s: { specialty_id: number; wait_time: string }) => [s.specialty_id, s.wait_time])).toEqual([
      [cardiology, '1–2 weeks'],
      [oncology, '1-2 months'],
    ]);

    const removed = await inject('DELETE', `/api/admin/clinics/${id}/specialties/${oncology}`, { as: adminCookie });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await inject('GET', `/api/admin/clinics/${id}/specialties`, { as: adminCookie })).json()).toHaveLength(1);
    expect((await auditsFor('admin.clinic.specialty.add')).length).toBeGreaterThanOrEqual(2);
    expect(await auditsFor('admin.clinic.specialty.update')).not.toHaveLength(0);
    expect(await auditsFor('admin.clinic.specialty.remove')).not.toHaveLength(0);
  });

  it('refuses a bad wait time, a duplicate, an inactive or unknown specialty, and an unlisted one; changes nothing', async () => {
    const id = await newClinic('Refusing Specialty Hospital');
    await inject('POST', `/api/admin/clinics/${id}/specialties`, { as: adminCookie, body: { specialty_id: cardiology } });
    await setSpecialtyActive(db, 'Neurology', false);
    const before = await snapshot();
    const bad = await inject('POST', `/api/admin/clinics/${id}/specialties`, { as: adminCookie, body: { specialty_id: oncology, wait_time: 'soon' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toContainEqual({ path: 'body.wait_time', message: ADMIN_MSG.waitTime });
    expect((await inject('POST', `/api/admin/clinics/${id}/specialties`, { as: adminCookie, body: { specialty_id: cardiology } })).statusCode).toBe(409);
    const inactive = await inject('POST', `/api/admin/clinics/${id}/specialties`, { as: adminCookie, body: { specialty_id: neurology } });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().message).toBe(ERRORS.SPECIALTY_INACTIVE.message);
    expect((await inject('POST', `/api/admin/clinics/${id}/specialties`, { as: adminCookie, body: { specialty_id: 999999 } })).statusCode).toBe(404);
    expect((await inject('POST', `/api/admin/clinics/${id}/specialties`, { as: adminCookie, body: { specialty_id: 'x' } })).statusCode).toBe(400);
    expect((await inject('PATCH', `/api/admin/clinics/${id}/specialties/${cardiology}`, { as: adminCookie, body: { wait_time: '' } })).statusCode).toBe(400);
    expect((await inject('PATCH', `/api/admin/clinics/${id}/specialties/${cardiology}`, { as: adminCookie, body: {} })).statusCode).toBe(400);
    expect((await inject('PATCH', `/api/admin/clinics/${id}/specialties/${oncology}`, { as: adminCookie, body: { accepting_emergency: true } })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/admin/clinics/${id}/specialties/${oncology}`, { as: adminCookie })).statusCode).toBe(404);
    const after = await snapshot();
    await setSpecialtyActive(db, 'Neurology', true);
    expect(after).toEqual(before);
  });

  it('accepts exactly the wait labels of the server list (contract and service agree)', () => {
    expect([...ADMIN_WAIT_CHOICES]).toEqual([...ADMIN_ACCEPTED_WAITS]);
  });
});

describe("a hospital's pricings", () => {
  it('adds, lists, edits and deletes; a body clinic_id naming the same hospital is fine', async () => {
    const id = await newClinic('Pricing Hospital');
    const added = await inject('POST', `/api/admin/clinics/${id}/pricings`, { as: adminCookie, body: { clinic_id: id, specialty_id: cardiology, procedure_name: 'Echocardiogram', price_range: '$600-$900', description: 'Sedation extra' } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ id: expect.any(Number), clinic_id: id, specialty_id: cardiology, procedure_name: 'Echocardiogram', price_range: '$600-$900', description: 'Sedation extra' });
    const pid = added.json().id;
    const edited = await inject('PATCH', `/api/admin/clinics/${id}/pricings/${pid}`, { as: adminCookie, body: { price_range: '$650-$950', clinic_id: id } });
    expect(edited.json()).toMatchObject({ id: pid, procedure_name: 'Echocardiogram', price_range: '$650-$950', description: 'Sedation extra' });
    expect((await inject('GET', `/api/admin/clinics/${id}/pricings`, { as: adminCookie })).json()).toEqual([edited.json()]);
    expect((await inject('GET', `/api/hospitals/${id}`, { as: vetCookie })).json().pricings).toEqual([edited.json()]);
    const removed = await inject('DELETE', `/api/admin/clinics/${id}/pricings/${pid}`, { as: adminCookie });
    expect(removed.statusCode).toBe(204);
    expect((await inject('GET', `/api/admin/clinics/${id}/pricings`, { as: adminCookie })).json()).toEqual([]);
    for (const action of ['add', 'update', 'remove']) expect(await auditsFor(`admin.clinic.pricing.${action}`), action).not.toHaveLength(0);
  });

  it('validates with the SPEC messages; refuses a body clinic_id naming another hospital; changes nothing', async () => {
    const id = await newClinic('Pricing Validation Hospital');
    const other = await newClinic('Pricing Other Hospital');
    const pid = (await inject('POST', `/api/admin/clinics/${id}/pricings`, { as: adminCookie, body: { procedure_name: 'MRI', price_range: '$2,000' } })).json().id;
    const before = await snapshot();
    const cases: [object, string][] = [
      [{ procedure_name: 'X', price_range: '$1' }, CLINIC_MSG.procedureName],
      [{ procedure_name: 'MRI', price_range: ' ' }, CLINIC_MSG.priceRange],
      [{ price_range: '$1' }, CLINIC_MSG.procedureName],
    ];
    for (const [payload, message] of cases) {
      const res = await inject('POST', `/api/admin/clinics/${id}/pricings`, { as: adminCookie, body: payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { message: string }) => i.message)).toContain(message);
    }
    const mismatch = await inject('POST', `/api/admin/clinics/${id}/pricings`, { as: adminCookie, body: { clinic_id: other, procedure_name: 'MRI', price_range: '$1' } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(ERRORS.CLINIC_ID_MISMATCH.message);
    expect((await inject('PATCH', `/api/admin/clinics/${id}/pricings/${pid}`, { as: adminCookie, body: { clinic_id: other, price_range: '$0' } })).statusCode).toBe(400);
    expect((await inject('PATCH', `/api/admin/clinics/${id}/pricings/${pid}`, { as: adminCookie, body: { clinic_id: id } })).statusCode).toBe(400);
    expect((await inject('POST', `/api/admin/clinics/${id}/pricings`, { as: adminCookie, body: { procedure_name: 'MRI', price_range: '$1', specialty_id: 999999 } })).statusCode).toBe(400);
    // Another hospital's pricing through this hospital's path: 404, untouched.
    expect((await inject('PATCH', `/api/admin/clinics/${other}/pricings/${pid}`, { as: adminCookie, body: { price_range: '$0' } })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/admin/clinics/${other}/pricings/${pid}`, { as: adminCookie })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('DELETE /api/admin/clinics/{id}', () => {
  it('removes the hospital with its specialties, quotes, waits, staff and photos, bookmarks and logo; others untouched', async () => {
    const spec = {
      specialties: [{ name: 'Cardiology' }, { name: 'Oncology' }],
      pricings: [{ procedure_name: 'Chemo consult', price_range: '$300' }],
      waits: [{ specialty: 'Oncology', procedure: 'CT staging', wait_time: '<1 week' }],
      staff: [{ name: 'Dr. Photo' }, { name: 'Dr. No Photo' }],
    };
    const doomed = await createClinic(db, { name: 'Doomed Hospital', ...spec });
    const keeper = await createClinic(db, { name: 'Keeper Hospital', ...spec });
    const photo = await storeImage(db, await image('jpeg', 300, 300), { maxSide: 600 });
    await db.updateTable('staff_members').set({ image_id: photo.id }).where('clinic_id', '=', doomed).where('name', '=', 'Dr. Photo').execute();
    const keeperPhoto = await storeImage(db, await image('png', 300, 300), { maxSide: 600 });
    await db.updateTable('staff_members').set({ image_id: keeperPhoto.id }).where('clinic_id', '=', keeper).where('name', '=', 'Dr. Photo').execute();
    const logo = (await upload(adminCookie, doomed, multipart(await image('png')))).json().logo_url as string;
    const keeperLogo = (await upload(adminCookie, keeper, multipart(await image('webp')))).json().logo_url as string;
    const vet = await registerUser(app, { role: 'vet' });
    await inject('POST', '/api/bookmarks', { as: vet.cookie, body: { clinic_id: doomed } });
    await inject('POST', '/api/bookmarks', { as: vet.cookie, body: { clinic_id: keeper } });

    const rowsOf = async (clinicId: number) => {
      const s = await snapshot();
      return {
        clinics: s.clinics.filter((c) => c.id === clinicId),
        clinicSpecialties: s.clinicSpecialties.filter((r) => r.clinic_id === clinicId),
        pricings: s.pricings.filter((r) => r.clinic_id === clinicId),
        waits: s.waits.filter((r) => r.clinic_id === clinicId),
        staff: s.staff.filter((r) => r.clinic_id === clinicId),
        bookmarks: s.bookmarks.filter((r) => r.clinic_id === clinicId),
      };
    };
    const keeperBefore = await rowsOf(keeper);
    const doomedBefore = await rowsOf(doomed);
    expect(Object.values(doomedBefore).every((rows) => rows.length > 0)).toBe(true);

    const res = await inject('DELETE', `/api/admin/clinics/${doomed}`, { as: adminCookie });
    expect(res.statusCode).toBe(204);
    expect(Object.values(await rowsOf(doomed)).every((rows) => rows.length === 0)).toBe(true);
    expect((await app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    expect(await rowsOf(keeper)).toEqual(keeperBefore);
    expect((await app.inject({ method: 'GET', url: keeperLogo })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: keeperPhoto.url })).statusCode).toBe(200);
    expect((await inject('GET', '/api/bookmarks', { as: vet.cookie })).json().map((b: { id: number }) => b.id)).toEqual([keeper]);
    expect((await inject('GET', `/api/admin/clinics/${doomed}`, { as: adminCookie })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/admin/clinics/${doomed}`, { as: adminCookie })).statusCode).toBe(404);
    const [entry] = await auditsFor('admin.clinic.delete');
    expect(entry).toMatchObject({ actor_user_id: adminId, target: `clinic:${doomed}` });
    expect(JSON.parse(entry!.detail!)).toEqual({ name: 'Doomed Hospital' });
  });

  it('frees the owning account, which can then be picked again', async () => {
    const owner = await registerUser(app, { role: 'clinic' });
    const id = await newClinic('Owned Then Deleted', { user_id: owner.user.id });
    expect((await inject('DELETE', `/api/admin/clinics/${id}`, { as: adminCookie })).statusCode).toBe(204);
    expect((await inject('GET', '/api/admin/clinic-accounts', { as: adminCookie })).json().map((a: { id: number }) => a.id)).toContain(owner.user.id);
    expect((await inject('GET', '/api/clinics/profile', { as: owner.cookie })).json()).toBeNull();
  });
});

describe('POST /api/admin/clinics/{id}/logo', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('accepts a %s made by sharp, re-encodes it without metadata to ≤ 512 px and serves it', async (format) => {
    const id = await newClinic(`Logo ${format} Hospital`);
    const res = await upload(adminCookie, id, multipart(await image(format, 1600, 1000), { filename: `logo.${format}`, type: 'application/octet-stream' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: `Logo ${format} Hospital`, logo_url: expect.stringMatching(/^\/api\/images\/\d+$/) });
    const served = await app.inject({ method: 'GET', url: res.json().logo_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(`image/${format}`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe(format);
    expect([meta.width, meta.height]).toEqual([512, 320]);
    expect(meta.exif).toBeUndefined();
    expect((await inject('GET', `/api/hospitals/${id}`, { as: vetCookie })).json().clinic.logo_url).toBe(res.json().logo_url);
  });

  it('keeps a small logo at its size and deletes the old logo when replaced', async () => {
    const id = await newClinic('Replaced Logo Hospital');
    const first = (await upload(adminCookie, id, multipart(await image('png', 240, 240)))).json().logo_url as string;
    expect((await sharp((await app.inject({ method: 'GET', url: first })).rawPayload).metadata()).width).toBe(240);
    const second = await upload(adminCookie, id, multipart(await image('jpeg', 300, 300), { filename: 'new.jpg', type: 'image/jpeg' }));
    expect(second.json().logo_url).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: second.json().logo_url })).statusCode).toBe(200);
    expect((await auditsFor('admin.clinic.logo')).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a text file, an SVG and a renamed PDF (415) and stores nothing', async () => {
    const id = await newClinic('Refused Logo Hospital');
    await upload(adminCookie, id, multipart(await image('png', 200, 200)));
    const before = await snapshot();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(1)</script><rect width="200" height="200"/></svg>');
    for (const [data, filename, type] of [
      [Buffer.from('just some text, not an image'), 'logo.txt', 'text/plain'],
      [svg, 'logo.svg', 'image/svg+xml'],
      [pdf, 'logo.png', 'image/png'],
    ] as const) {
      const res = await upload(adminCookie, id, multipart(data, { filename, type }));
      expect(res.statusCode, filename).toBe(415);
      expect(res.json()).toEqual({ message: ERRORS.IMAGE_UNSUPPORTED.message, code: 'IMAGE_UNSUPPORTED' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file over 5 MB (413), a missing logo field (400) and a non-multipart body (415); stores nothing', async () => {
    const id = await newClinic('Big Logo Hospital');
    const before = await snapshot();
    const big = await upload(adminCookie, id, multipart(Buffer.concat([await image('png', 64, 64), randomBytes(5 * 1024 * 1024)])));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: ERRORS.LOGO_TOO_LARGE.message, code: 'LOGO_TOO_LARGE' });
    const wrongField = await upload(adminCookie, id, multipart(await image('png'), { field: 'image' }));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(ERRORS.LOGO_MISSING.message);
    const json = await inject('POST', `/api/admin/clinics/${id}/logo`, { as: adminCookie, body: { logo: 'data:image/png;base64,AAAA' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(ERRORS.LOGO_NOT_MULTIPART.message);
    expect(await snapshot()).toEqual(before);
  });
});

describe('roles', () => {
  it('refuses visitors (401), vets (403) and clinics (403) on every admin route, changing nothing', async () => {
    const id = await newClinic('Role Guard Hospital');
    await inject('POST', `/api/admin/clinics/${id}/specialties`, { as: adminCookie, body: { specialty_id: cardiology } });
    const pid = (await inject('POST', `/api/admin/clinics/${id}/pricings`, { as: adminCookie, body: { procedure_name: 'MRI', price_range: '$1' } })).json().id;
    const png = await image('png', 200, 200);
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/specialties'],
      ['POST', '/api/admin/specialties', { name: 'Hijack Specialty' }],
      ['PATCH', `/api/admin/specialties/${cardiology}`, { is_active: false }],
      ['GET', '/api/admin/clinics'],
      ['POST', '/api/admin/clinics', { name: 'Hijack Hospital' }],
      ['GET', '/api/admin/clinic-accounts'],
      ['GET', `/api/admin/clinics/${id}`],
      ['PATCH', `/api/admin/clinics/${id}`, { name: 'Hijacked' }],
      ['DELETE', `/api/admin/clinics/${id}`],
      ['GET', `/api/admin/clinics/${id}/specialties`],
      ['POST', `/api/admin/clinics/${id}/specialties`, { specialty_id: oncology }],
      ['PATCH', `/api/admin/clinics/${id}/specialties/${cardiology}`, { accepting_emergency: true }],
      ['DELETE', `/api/admin/clinics/${id}/specialties/${cardiology}`],
      ['GET', `/api/admin/clinics/${id}/pricings`],
      ['POST', `/api/admin/clinics/${id}/pricings`, { procedure_name: 'MRI', price_range: '$1' }],
      ['PATCH', `/api/admin/clinics/${id}/pricings/${pid}`, { price_range: '$0' }],
      ['DELETE', `/api/admin/clinics/${id}/pricings/${pid}`],
    ];
    const before = await snapshot();
    for (const [who, cookie, status] of [
      ['anonymous', undefined, 401],
      ['vet', vetCookie, 403],
      ['clinic', clinicCookie, 403],
    ] as const) {
      for (const [method, url, payload] of routes) {
        expect((await inject(method, url, { as: cookie, body: payload })).statusCode, `${method} ${url} ${who}`).toBe(status);
      }
      // Refused before the body is read: also for a malformed or oversized upload.
      expect((await upload(cookie, id, multipart(png))).statusCode, `logo ${who}`).toBe(status);
      expect((await upload(cookie, id, multipart(randomBytes(6 * 1024 * 1024)))).statusCode, `big logo ${who}`).toBe(status);
      expect((await inject('PATCH', '/api/admin/specialties/abc', { as: cookie, body: {} })).statusCode, `malformed ${who}`).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
  });
});
