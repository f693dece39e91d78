import { sql } from 'kysely';
import sharp from 'sharp';
import { toClinicSpecialtyRow } from './db/rows/clinic-specialties';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MSG } from '@shared/contracts/fields';
import type { Database } from './db/schema';
import { createTestContext, registerUser, withSession } from './test/context';
import { specialtyId } from './test/factories';
import { type World, buildWorld, snapshotDb } from './test/world';

/**
 * A PATCH changes only the fields it is sent (security issue point 5). For every PATCH route the app
 * serves: a row is given every field of the route's body, then each field is sent alone (with a valid
 * value different from the stored one) and every other stored column must keep its value. The body
 * fields come from the route's own schema, so a field added later is covered, and a PATCH route
 * without a fixture below fails the test.
 */
const ctx = await createTestContext();
const { app, db } = ctx;
let w: World;

beforeAll(async () => {
  w = await buildWorld(ctx);
});

const dataUrl = async (background: string) =>
  `data:image/png;base64,${(await sharp({ create: { width: 40, height: 40, channels: 3, background } }).png().toBuffer()).toString('base64')}`;

/** Where a route's row is stored, who may edit it, and the two sets of values it is given. */
interface Target {
  url: string;
  cookie: string;
  table: keyof Database;
  key: Record<string, number>;
  /** Every field of the body, each set to a value that is stored as something (not null, not empty). */
  full: Record<string, unknown>;
  /** For each field of `full`, a valid value different from it. */
  other: Record<string, unknown>;
  /** Columns a field writes, when not the column of its own name (the first is the field's own). */
  writes?: Record<string, string[]>;
  /**
   * Body fields that are not stored values, with why. Each is still sent alone, and must then change
   * no stored column whatever the answer.
   */
  notStored?: Record<string, { value: unknown; why: string }>;
}

/** Columns every write may move: timestamps. */
const VOLATILE = new Set(['updated_at', 'last_updated']);

const post = async (cookie: string, url: string, payload: object) => {
  const res = await app.inject({ method: 'POST', url, payload, ...withSession(cookie) });
  expect(res.statusCode, `POST ${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as { id: number };
};

let seq = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(seq++).toString(36)}`;

/**
 * A listing's name and city make its search key (the name search matches the city, issue 21), and
 * its city and province place it on the map (lat, lon; docs/decisions/094).
 */
const LISTING_WRITES = { name: ['name', 'search_key'], city: ['city', 'search_key', 'lat', 'lon'], province: ['province', 'lat', 'lon'] };

/** One fixture per PATCH route the app serves, keyed `PATCH <url pattern>`. */
const FIXTURES: Record<string, () => Promise<Target>> = {
  'PATCH /api/user/profile': async () => {
    const vet = await registerUser(app, { role: 'vet' });
    return {
      url: '/api/user/profile',
      cookie: vet.cookie,
      table: 'users',
      key: { id: vet.user.id },
      full: { display_name: 'Full Name', avatar_url: await dataUrl('#aa0000'), job_title: 'Veterinarian', practice_type: 'Specialty', language: 'fr-CA' },
      other: { display_name: 'Other Name', avatar_url: await dataUrl('#00aa00'), job_title: 'Technician', practice_type: 'Emergency', language: 'en-CA' },
      writes: { avatar_url: ['avatar_image_id'] },
    };
  },
  'PATCH /api/vets/profile': async () => {
    const vet = await registerUser(app, { role: 'vet' });
    return {
      url: '/api/vets/profile',
      cookie: vet.cookie,
      table: 'vet_profiles',
      key: { user_id: vet.user.id },
      full: {
        name: 'Dr. Full',
        clinic_name: 'Full Clinic',
        license_number: 'LIC-1',
        license_province: 'Ontario',
        province: 'Ontario',
        city: 'Ottawa',
        bio: 'Full bio',
        specialty: 'Cardiology',
        phone: '613-555-0101',
        contact_email: 'full@test.example.ca',
        job_title: 'Veterinarian',
      },
      other: {
        name: 'Dr. Other',
        clinic_name: 'Other Clinic',
        license_number: 'LIC-2',
        license_province: 'Quebec',
        province: 'Quebec',
        city: 'Montreal',
        bio: 'Other bio',
        specialty: 'Oncology',
        phone: '514-555-0102',
        contact_email: 'other@test.example.ca',
        job_title: 'Other',
      },
    };
  },
  'PATCH /api/clinic/referral-targets': async () => {
    const clinic = await registerUser(app, { role: 'clinic' });
    const listed = await ctx.inject('PATCH', '/api/clinics/profile', { as: clinic.cookie, body: { name: unique('Targets Hospital'), address: '3 Due St', province: 'Ontario', contact_email: 'due@test.example.ca' } });
    return {
      url: '/api/clinic/referral-targets',
      cookie: clinic.cookie,
      table: 'clinics',
      key: { id: listed.json().id },
      full: { acknowledge_business_hours: 4, decide_business_days: 3 },
      other: { acknowledge_business_hours: 16, decide_business_days: 5 },
    };
  },
  'PATCH /api/clinics/profile': async () => {
    const clinic = await registerUser(app, { role: 'clinic' });
    return {
      url: '/api/clinics/profile',
      cookie: clinic.cookie,
      table: 'clinics',
      key: { user_id: clinic.user.id },
      full: {
        name: unique('Full Hospital'),
        address: '1 Full St',
        city: 'Ottawa',
        province: 'Ontario',
        contact_email: 'full@test.example.ca',
        phone: '613-555-0101',
        description: 'Full description',
        website_url: 'https://full.example.ca',
        referral_instructions: 'Full referral instructions',
        language: 'fr',
        hours: [{ open: '08:00', close: '18:00' }, null, null, null, null, null, null],
        emergency_24_7: true,
      },
      other: {
        name: unique('Other Hospital'),
        address: '2 Other St',
        city: 'Montreal',
        province: 'Quebec',
        contact_email: 'other@test.example.ca',
        phone: '514-555-0102',
        description: 'Other description',
        website_url: 'https://other.example.ca',
        referral_instructions: 'Other referral instructions',
        language: 'en',
        hours: [null, null, null, null, null, { open: '09:00', close: '16:00' }, null],
        emergency_24_7: false,
      },
      writes: LISTING_WRITES,
    };
  },
  'PATCH /api/referrals/:id': async () => {
    // Both hospitals offer both specialties, so moving the draft keeps its specialty.
    for (const clinic of [w.ids.ownClinic, w.ids.otherClinic]) {
      for (const specialty of [w.ids.specialty, w.ids.spareSpecialty]) {
        await db.deleteFrom('clinic_specialties').where('clinic_id', '=', clinic).where('specialty_id', '=', specialty).execute();
        await db.insertInto('clinic_specialties').values(toClinicSpecialtyRow({ clinic_id: clinic, specialty_id: specialty, wait_time: null, accepting_emergency: false, notes: null })).execute();
      }
    }
    const { id } = await post(w.cookies.vet, '/api/referrals', { clinic_id: w.ids.ownClinic });
    const patient = (name: string, n: number) => ({ name, species: n ? 'cat' : 'dog', breed: `${name} breed`, sex: n ? 'female' : 'male', date_of_birth: `201${n}-01-01`, age: `${n + 5} years`, weight_kg: 10 + n, weight_date: `2026-0${n + 1}-01` });
    const clinical = (name: string) => ({ history: `${name} history`, medications: [{ name: `${name} drug`, dose: '1 mg', frequency: 'daily' }], treatments: `${name} treatments`, tests: `${name} tests` });
    const owner = (name: string, n: number) => ({ name: `${name} Owner`, phone: `613-555-010${n}`, email: `${name.toLowerCase()}@owner.example.ca`, language: n ? 'en' : 'fr', consent: n === 0 });
    const vet = (name: string, n: number) => ({ name: `Dr. ${name}`, clinic: `${name} Clinic`, phone: `613-555-020${n}`, email: `${name.toLowerCase()}@vet.example.ca`, license: `LIC-${n}` });
    return {
      url: `/api/referrals/${id}`,
      cookie: w.cookies.vet,
      table: 'referrals',
      key: { id },
      full: { clinic_id: w.ids.ownClinic, specialty_id: w.ids.specialty, urgency: 'routine', type: 'consult', patient: patient('Full', 0), clinical: clinical('Full'), owner: owner('Full', 0), vet: vet('Full', 0) },
      other: { clinic_id: w.ids.otherClinic, specialty_id: w.ids.spareSpecialty, urgency: 'priority', type: 'transfer', patient: patient('Other', 1), clinical: clinical('Other'), owner: owner('Other', 1), vet: vet('Other', 1) },
      writes: {
        patient: ['patient_name', 'species', 'breed', 'sex', 'date_of_birth', 'age', 'weight_kg', 'weight_date', 'search_key'],
        clinical: ['history', 'medications', 'treatments', 'tests'],
        owner: ['owner_name', 'owner_phone', 'owner_email', 'owner_language', 'consent_at', 'consent_by', 'consent_by_name', 'search_key'],
        vet: ['vet_name', 'vet_clinic', 'vet_phone', 'vet_email', 'vet_license'],
      },
    };
  },
  'PATCH /api/admin/incidents/:id': async () => {
    const incident = { occurred_on: '2026-10-01', known_on: '2026-10-05', description: 'Partial incident', data_concerned: 'Names', people_concerned: 'Owners', serious_risk: false };
    const { id } = await post(w.cookies.admin, '/api/admin/incidents', incident);
    return {
      url: `/api/admin/incidents/${id}`,
      cookie: w.cookies.admin,
      table: 'incidents',
      key: { id },
      full: { ...incident, description: 'Full description', people_count: 3, commission_notified_on: '2026-10-07', persons_notified_on: '2026-10-08', measures: 'Full measures' },
      other: { occurred_on: '2026-10-02', known_on: '2026-10-06', description: 'Other description', data_concerned: 'Phones', people_concerned: 'Vets', people_count: 4, serious_risk: true, commission_notified_on: '2026-10-09', persons_notified_on: '2026-10-10', measures: 'Other measures' },
      writes: {},
    };
  },
  'PATCH /api/pricings/:id': async () => {
    const { id } = await post(w.cookies.owner, '/api/pricings', { procedure_name: 'Partial quote', price_range: '$1' });
    return {
      url: `/api/pricings/${id}`,
      cookie: w.cookies.owner,
      table: 'pricings',
      key: { id },
      full: { procedure_name: 'Full procedure', price_range: '$100', description: 'Full description', specialty_id: w.ids.specialty },
      other: { procedure_name: 'Other procedure', price_range: '$200', description: 'Other description', specialty_id: w.ids.spareSpecialty },
      writes: { procedure_name: ['procedure_name', 'search_key'] },
    };
  },
  'PATCH /api/clinic-specialties/:specialtyId': async () => {
    const specialty = await specialtyId(db, 'Dermatology');
    await post(w.cookies.owner, '/api/clinic-specialties', { specialty_id: specialty });
    return {
      url: `/api/clinic-specialties/${specialty}`,
      cookie: w.cookies.owner,
      table: 'clinic_specialties',
      key: { clinic_id: w.ids.ownClinic, specialty_id: specialty },
      full: { wait_time: '<1 week', notes: 'Full notes', accepting_emergency: true },
      other: { wait_time: '>8 weeks', notes: 'Other notes', accepting_emergency: false },
      writes: { wait_time: ['wait_time', 'wait_rank'] },
    };
  },
  'PATCH /api/procedure-waits/:id': async () => {
    const second = await specialtyId(db, 'Neurology');
    await post(w.cookies.owner, '/api/clinic-specialties', { specialty_id: second });
    const { id } = await post(w.cookies.owner, '/api/procedure-waits', { specialty_id: w.ids.specialty, procedure: 'Partial wait', wait_time: '<1 week' });
    return {
      url: `/api/procedure-waits/${id}`,
      cookie: w.cookies.owner,
      table: 'procedure_waits',
      key: { id },
      full: { specialty_id: w.ids.specialty, procedure: 'Full echo', wait_time: '1–2 weeks' },
      other: { specialty_id: second, procedure: 'Other echo', wait_time: '>8 weeks' },
      writes: { procedure: ['procedure', 'search_key'] },
    };
  },
  'PATCH /api/staff/:id': async () => {
    const { id } = await post(w.cookies.owner, '/api/staff', { name: 'Partial Staff' });
    return {
      url: `/api/staff/${id}`,
      cookie: w.cookies.owner,
      table: 'staff_members',
      key: { id },
      full: { name: 'Dr. Full', title: 'DVM', specialties: ['Cardiology', 'Surgery'], bio: 'Full bio', photo: await dataUrl('#aa0000') },
      other: { name: 'Dr. Other', title: 'DACVIM', specialties: ['Oncology'], bio: 'Other bio', photo: await dataUrl('#00aa00') },
      writes: { photo: ['image_id'] },
    };
  },
  'PATCH /api/admin/specialties/:id': async () => {
    const { id } = await post(w.cookies.admin, '/api/admin/specialties', { name: unique('Partial Specialty') });
    return {
      url: `/api/admin/specialties/${id}`,
      cookie: w.cookies.admin,
      table: 'specialties',
      key: { id },
      full: { name: unique('Full Specialty'), name_fr: 'Spécialité complète', display_order: 500, is_active: true },
      other: { name: unique('Other Specialty'), name_fr: 'Autre spécialité', display_order: 600, is_active: false },
    };
  },
  'PATCH /api/admin/clinics/:id': async () => {
    const { id } = await post(w.cookies.admin, '/api/admin/clinics', { name: unique('Partial Admin Hospital') });
    const ownerA = await registerUser(app, { role: 'clinic' });
    const ownerB = await registerUser(app, { role: 'clinic' });
    return {
      url: `/api/admin/clinics/${id}`,
      cookie: w.cookies.admin,
      table: 'clinics',
      key: { id },
      full: {
        name: unique('Full Admin Hospital'),
        address: '1 Full St',
        city: 'Ottawa',
        province: 'Ontario',
        phone: '613-555-0101',
        contact_email: 'full@test.example.ca',
        website_url: 'https://full.example.ca',
        description: 'Full description',
        referral_instructions: 'Full referral instructions',
        language: 'fr',
        hours: [{ open: '08:00', close: '18:00' }, null, null, null, null, null, null],
        emergency_24_7: true,
        user_id: ownerA.user.id,
      },
      other: {
        name: unique('Other Admin Hospital'),
        address: '2 Other St',
        city: 'Montreal',
        province: 'Quebec',
        phone: '514-555-0102',
        contact_email: 'other@test.example.ca',
        website_url: 'https://other.example.ca',
        description: 'Other description',
        referral_instructions: 'Other referral instructions',
        language: 'en',
        hours: [null, null, null, null, null, { open: '09:00', close: '16:00' }, null],
        emergency_24_7: false,
        user_id: ownerB.user.id,
      },
      writes: LISTING_WRITES,
    };
  },
  'PATCH /api/admin/clinics/:id/specialties/:specialtyId': async () => {
    const specialty = await specialtyId(db, 'Ophthalmology');
    await post(w.cookies.admin, `/api/admin/clinics/${w.ids.ownClinic}/specialties`, { specialty_id: specialty });
    return {
      url: `/api/admin/clinics/${w.ids.ownClinic}/specialties/${specialty}`,
      cookie: w.cookies.admin,
      table: 'clinic_specialties',
      key: { clinic_id: w.ids.ownClinic, specialty_id: specialty },
      full: { wait_time: '1-2 months', notes: 'Full notes', accepting_emergency: true },
      other: { wait_time: '<1 week', notes: 'Other notes', accepting_emergency: false },
      writes: { wait_time: ['wait_time', 'wait_rank'] },
    };
  },
  'PATCH /api/admin/clinics/:id/pricings/:pricingId': async () => {
    const { id } = await post(w.cookies.admin, `/api/admin/clinics/${w.ids.ownClinic}/pricings`, { procedure_name: 'Partial admin quote', price_range: '$1' });
    return {
      url: `/api/admin/clinics/${w.ids.ownClinic}/pricings/${id}`,
      cookie: w.cookies.admin,
      table: 'pricings',
      key: { id },
      full: { procedure_name: 'Full procedure', price_range: '$100', description: 'Full description', specialty_id: w.ids.specialty },
      other: { procedure_name: 'Other procedure', price_range: '$200', description: 'Other description', specialty_id: w.ids.spareSpecialty },
      writes: { procedure_name: ['procedure_name', 'search_key'] },
      notStored: { clinic_id: { value: w.ids.ownClinic, why: "only checked against the path's hospital; never stored by a PATCH" } },
    };
  },
};

type Schema = { shape?: Record<string, { safeParse(v: unknown): { success: boolean } }>; def?: { in?: unknown; schema?: unknown } };

/** The object shape inside a body schema (through refinements and pipes). */
function shapeOf(schema: unknown): Record<string, { safeParse(v: unknown): { success: boolean } }> {
  const s = schema as Schema | undefined;
  if (s?.shape) return s.shape;
  const inner = s?.def?.in ?? s?.def?.schema;
  if (!inner) throw new Error('PATCH body schema without an object shape');
  return shapeOf(inner);
}

const plain = (v: unknown) => (typeof v === 'bigint' ? String(v) : v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v instanceof Date ? v.toISOString() : v);

async function stored(t: Target): Promise<Record<string, unknown>> {
  const where = sql.join(
    Object.entries(t.key).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
    sql` and `,
  );
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(t.table)} where ${where}`.execute(db);
  expect(rows, `${t.table} ${JSON.stringify(t.key)}`).toHaveLength(1);
  return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, plain(v)]));
}

/**
 * PATCH routes whose body is not one row's columns, with the test that shows the same property for
 * them (each key sent alone leaves every other stored value as it was).
 */
const COVERED_ELSEWHERE: Record<string, string> = {
  // One row per event in notification_prefs, not columns of a row.
  'PATCH /api/notifications/settings': 'modules/notifications/notifications.api.test.ts, "changes only the events it is sent"',
};

const patchRoutes = () => app.routeTable.filter((r) => r.method === 'PATCH' && r.url.startsWith('/api/') && !(`${r.method} ${r.url}` in COVERED_ELSEWHERE));

describe('a PATCH changes only the fields it is sent', () => {
  it('has a fixture for every PATCH route the app serves', () => {
    const served = patchRoutes().map((r) => `${r.method} ${r.url}`);
    expect(served.length).toBeGreaterThan(5);
    expect({ missing: served.filter((k) => !(k in FIXTURES)), stale: Object.keys(FIXTURES).filter((k) => !served.includes(k)) }).toEqual({ missing: [], stale: [] });
  });

  for (const route of patchRoutes()) {
    const name = `${route.method} ${route.url}`;
    it(`${name}: each field sent alone leaves every other stored field as it was`, async () => {
      const fixture = FIXTURES[name];
      if (!fixture) throw new Error(`No fixture for ${name}: add one to FIXTURES`);
      const t = await fixture();
      const shape = shapeOf(route.schema?.body);
      const fields = Object.keys(shape);
      // A free-text field the fixture does not name gets two generated values, so adding an optional
      // text field to a contract needs no edit here; any other kind of field needs fixture values.
      for (const f of fields.filter((f) => !(f in t.full) && !(f in (t.notStored ?? {})))) {
        if (shape[f]!.safeParse('Generated full text').success && shape[f]!.safeParse('Generated other text').success) {
          t.full[f] = 'Generated full text';
          t.other[f] = 'Generated other text';
        }
      }
      // Every body field is covered: given a value, or named as not stored.
      expect([...Object.keys(t.full), ...Object.keys(t.notStored ?? {})].sort(), `${name}: fixture fields`).toEqual([...fields].sort());
      expect(Object.keys(t.other).sort(), `${name}: other values`).toEqual(Object.keys(t.full).sort());
      const columnsOf = (field: string) => t.writes?.[field] ?? [field];
      // Fields the schema requires (an upsert's mandatory fields) go with every request, at their stored value.
      const required = fields.filter((f) => !shape[f]!.safeParse(undefined).success);
      const current: Record<string, unknown> = { ...t.full };
      const send = async (body: Record<string, unknown>) => {
        const payload = { ...Object.fromEntries(required.map((f) => [f, current[f]])), ...body };
        return app.inject({ method: 'PATCH', url: t.url, payload, ...withSession(t.cookie) });
      };

      // The row with every field set.
      const first = await send(t.full);
      expect(first.statusCode, `${name} full body: ${first.body}`).toBe(200);
      const full = await stored(t);
      for (const field of Object.keys(t.full)) {
        const column = columnsOf(field)[0]!;
        expect(full[column], `${name}: ${field} is stored`).not.toBeNull();
        expect(full[column], `${name}: ${field} is stored`).not.toBe('[]');
      }

      for (const field of fields) {
        const before = await stored(t);
        const notStored = t.notStored?.[field];
        const res = await send({ [field]: notStored ? notStored.value : t.other[field] });
        if (notStored) expect(res.statusCode, `${name} {${field}}: ${res.body}`).toBeLessThan(500);
        else expect(res.statusCode, `${name} {${field}}: ${res.body}`).toBe(200);
        const after = await stored(t);
        const own = new Set(notStored ? [] : columnsOf(field));
        const keep = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([c]) => !own.has(c) && !VOLATILE.has(c)));
        expect(keep(after), `${name}: sending only ${field} changed other stored fields`).toEqual(keep(before));
        if (!notStored) {
          expect(after[columnsOf(field)[0]!], `${name}: ${field} was not applied`).not.toEqual(before[columnsOf(field)[0]!]);
          current[field] = t.other[field];
        }
      }
    });
  }
});

/** Security issue point 9: a website carrying user info (`https://trusted.ca@evil.example/`) points elsewhere than it reads. */
describe('a website with user info is refused', () => {
  const USER_INFO_WEBSITES = ['https://trusted.ca@evil.example/', 'http://user:secret@evil.example', 'trusted.ca@evil.example', 'https://@evil.example'];

  it.each(USER_INFO_WEBSITES)('PATCH /api/clinics/profile with website %s answers 400 and stores nothing', async (website) => {
    const clinic = await registerUser(app, { role: 'clinic' });
    const profile = { name: unique('Website Hospital'), address: '1 Web St', province: 'Ontario', contact_email: 'web@test.example.ca', website_url: 'https://trusted.ca' };
    const saved = await app.inject({ method: 'PATCH', url: '/api/clinics/profile', payload: profile, ...withSession(clinic.cookie) });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await snapshotDb(db);
    const res = await app.inject({ method: 'PATCH', url: '/api/clinics/profile', payload: { ...profile, website_url: website }, ...withSession(clinic.cookie) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(`body.website_url: ${FIELD_MSG.websiteUserInfo}`);
    expect(await snapshotDb(db), 'refused save changed data').toBe(before);
    const stored = await db.selectFrom('clinics').select('website_url').where('user_id', '=', clinic.user.id).executeTakeFirstOrThrow();
    expect(stored.website_url).toBe('https://trusted.ca');
  });

  it('a first save with such a website creates no listing', async () => {
    const clinic = await registerUser(app, { role: 'clinic' });
    const profile = { name: unique('Website Hospital'), address: '1 Web St', province: 'Ontario', contact_email: 'web@test.example.ca', website_url: USER_INFO_WEBSITES[0] };
    const res = await app.inject({ method: 'PATCH', url: '/api/clinics/profile', payload: profile, ...withSession(clinic.cookie) });
    expect(res.statusCode, res.body).toBe(400);
    expect(await db.selectFrom('clinics').select('id').where('user_id', '=', clinic.user.id).executeTakeFirst()).toBeUndefined();
  });

  it('PATCH /api/admin/clinics/{id} refuses it too', async () => {
    const before = await snapshotDb(db);
    const res = await app.inject({ method: 'PATCH', url: `/api/admin/clinics/${w.ids.ownClinic}`, payload: { website_url: USER_INFO_WEBSITES[0] }, ...withSession(w.cookies.admin) });
    expect(res.statusCode, res.body).toBe(400);
    expect(await snapshotDb(db)).toBe(before);
  });
});
