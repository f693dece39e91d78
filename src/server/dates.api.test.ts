import { beforeAll, describe, expect, it } from 'vitest';
import { z } from '@shared/zod';
import { MEASURED_WINDOW_DAYS } from '@shared/constants';
import { createAdmin, createTestContext, registerUser } from './test/context';
import { createClinic, specialtyId, verifyListing } from './test/factories';
import { appointmentIn, completeReferral, transitionBody } from './test/referrals';
import { SEARCH_MEASURES_EVERY_MS, refreshSearchMeasuresJob } from './modules/measures/service';

/**
 * Every date and time the API accepts is a real one within a sane range (security issue 56, point 1).
 * `2026-02-30T10:00`, `0000-01-01T00:00`, `9999-12-31T23:59:59.999+23:59` or `2026-13-45T99:99` as an
 * appointment once answered 200; stored, they made PostgreSQL fail every read of the hospital's profile
 * and dashboard, and a 1970 appointment made a measured median negative. Each date field of every
 * route (found in the route table, so a new one cannot be missed) is sent each impossible value and
 * must get a 400 naming the field; the reads still answer afterwards. Values stored before the check
 * are read past rather than failing the reader.
 */
const ctx = await createTestContext();
const { app, db, inject } = ctx;
const DAY = 86_400_000;

const IMPOSSIBLE_MOMENTS = [
  '2026-02-30T10:00',
  '0000-01-01T00:00',
  '9999-12-31T23:59:59.999+23:59',
  '2026-13-45T99:99',
  '1970-01-01T10:00',
  '2026-04-31T10:00',
  '2025-02-29T10:00',
  '2026-12-01T24:00',
  '2026-12-01T10:60',
  '2026-12-01T10:00:60',
  '2026-12-01T10:00+15:00',
  '2026-12-01T10:00-14:60',
];
const IMPOSSIBLE_DAYS = ['2026-02-30', '0000-01-01', '9999-12-31', '2026-13-45', '2026-04-31', '2025-02-29', '1899-12-31', '2100-01-01', ...IMPOSSIBLE_MOMENTS];

const c = {} as Record<'vet' | 'owner' | 'admin', string>;
let clinicId: number;

beforeAll(async () => {
  c.vet = (await registerUser(app, { role: 'vet' })).cookie;
  const owner = await registerUser(app, { role: 'clinic' });
  c.owner = owner.cookie;
  const profile = { name: 'Dates Hospital', address: '1 Calendar Rd', province: 'Ontario', contact_email: 'desk@dates.example.ca', phone: '613-555-0100' };
  clinicId = (await inject('PATCH', '/api/clinics/profile', { as: c.owner, body: profile })).json().id;
  await verifyListing(db, clinicId);
  c.admin = (await createAdmin(ctx)).cookie;
});

/** A referral of the vet's to the hospital, moved by the API to `status` (submitted, accepted). */
async function referralAt(status: 'draft' | 'submitted' | 'accepted'): Promise<number> {
  const created = await inject('POST', '/api/referrals', { as: c.vet, body: completeReferral(clinicId) });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  if (status === 'draft') return id;
  expect((await inject('POST', `/api/referrals/${id}/status`, { as: c.vet, body: transitionBody('submitted') })).statusCode).toBe(200);
  if (status === 'accepted') {
    for (const to of ['received', 'accepted']) expect((await inject('POST', `/api/referrals/${id}/status`, { as: c.owner, body: transitionBody(to) })).statusCode).toBe(200);
  }
  return id;
}

const incidentBody = { occurred_on: '2026-11-01', known_on: '2026-11-02', description: 'Dates', data_concerned: 'Names', people_concerned: 'One owner', serious_risk: false };
async function incident(): Promise<number> {
  const res = await inject('POST', '/api/admin/incidents', { as: c.admin, body: incidentBody });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** The body with `value` at the dotted `path` (nested groups are copied, not shared). */
function withValue(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...body, [head]: value };
  return { ...body, [head]: withValue((body[head] as Record<string, unknown> | undefined) ?? {}, rest.join('.'), value) };
}

interface DateRoute {
  kind: 'day' | 'moment';
  /** A valid request: its URL, caller and body (the date field is set on it). */
  request: () => Promise<{ method: 'POST' | 'PATCH'; url: string; as: string; body: Record<string, unknown> }>;
}

const referralDay: DateRoute = { kind: 'day', request: async () => ({ method: 'POST', url: '/api/referrals', as: c.vet, body: { ...completeReferral(clinicId) } }) };
const draftDay: DateRoute = { kind: 'day', request: async () => ({ method: 'PATCH', url: `/api/referrals/${await referralAt('draft')}`, as: c.vet, body: {} }) };
const incidentDay: DateRoute = { kind: 'day', request: async () => ({ method: 'POST', url: '/api/admin/incidents', as: c.admin, body: { ...incidentBody } }) };
const incidentPatchDay: DateRoute = { kind: 'day', request: async () => ({ method: 'PATCH', url: `/api/admin/incidents/${await incident()}`, as: c.admin, body: {} }) };

/** Every date field the API takes, by route and field path. */
const DATE_FIELDS: Record<string, DateRoute> = {
  'POST /api/referrals patient.date_of_birth': referralDay,
  'POST /api/referrals patient.weight_date': referralDay,
  'PATCH /api/referrals/:id patient.date_of_birth': draftDay,
  'PATCH /api/referrals/:id patient.weight_date': draftDay,
  'POST /api/referrals/:id/status appointment_at': {
    kind: 'moment',
    request: async () => ({ method: 'POST', url: `/api/referrals/${await referralAt('accepted')}/status`, as: c.owner, body: { status: 'booked' } }),
  },
  'POST /api/admin/incidents occurred_on': incidentDay,
  'POST /api/admin/incidents known_on': incidentDay,
  'POST /api/admin/incidents commission_notified_on': incidentDay,
  'POST /api/admin/incidents persons_notified_on': incidentDay,
  'PATCH /api/admin/incidents/:id occurred_on': incidentPatchDay,
  'PATCH /api/admin/incidents/:id known_on': incidentPatchDay,
  'PATCH /api/admin/incidents/:id commission_notified_on': incidentPatchDay,
  'PATCH /api/admin/incidents/:id persons_notified_on': incidentPatchDay,
};

type JsonSchema = { type?: string; pattern?: string; properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[]; items?: JsonSchema };
const DATE_NAME = /_at$|_on$|_date$|^date|_of_birth$|^(from|to|since|until)$/;
const DATE_PATTERN = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;

/** The dotted paths of the date-like fields of a JSON schema: a date pattern, or a date's name on a string. */
function dateFields(schema: JsonSchema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const own = [...(schema.anyOf ?? []).flatMap((s) => dateFields(s, prefix)), ...dateFields(schema.items, prefix)];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    const strings = [field, ...(field.anyOf ?? [])].filter((s) => s.type === 'string');
    if (strings.some((s) => DATE_PATTERN.test(s.pattern ?? '') || DATE_NAME.test(name))) own.push(path);
    own.push(...dateFields(field, `${path}.`));
  }
  return [...new Set(own)];
}

async function expectRefused(route: string, field: string, kind: DateRoute['kind'], value: string) {
  const req = await DATE_FIELDS[`${route} ${field}`]!.request();
  const res = await inject(req.method, req.url, { as: req.as, body: withValue(req.body, field, value) });
  const label = `${route} ${field} = ${JSON.stringify(value)}`;
  expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
  const body = res.json() as { code: string; message: string; issues?: { path: string }[] };
  expect(['VALIDATION', 'APPOINTMENT_OUT_OF_RANGE'], label).toContain(body.code);
  expect(body.issues?.map((i) => i.path), label).toContain(`body.${field}`);
  if (kind === 'moment' && body.code === 'VALIDATION') expect(body.message, label).toContain(`body.${field}`);
}

/** Runs the measures job as its next period's claimant (each period runs once). */
let period = 0;
const measuresJob = () => refreshSearchMeasuresJob(db, { now: () => new Date(ctx.clock.now().getTime() + ++period * SEARCH_MEASURES_EVERY_MS) });

async function readsStillAnswer() {
  const profile = await inject('GET', `/api/hospitals/${clinicId}`, { as: c.vet });
  expect(profile.statusCode, profile.body).toBe(200);
  const stats = await inject('GET', '/api/clinic/referral-stats', { as: c.owner });
  expect(stats.statusCode, stats.body).toBe(200);
  await expect(measuresJob()).resolves.toBe(true);
  return { profile: profile.json(), stats: stats.json() };
}

describe('dates the API takes are real ones', () => {
  it('every date field of the API is in this test (found in the route table)', () => {
    const found = app.routeTable
      .filter((r) => r.url.startsWith('/api/'))
      .flatMap((r) =>
        (['body', 'querystring'] as const).flatMap((part) => {
          const schema = r.schema?.[part];
          if (!schema) return [];
          const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
          return dateFields(json).map((f) => `${r.method} ${r.url} ${f}`);
        }),
      );
    expect(found.sort()).toEqual(Object.keys(DATE_FIELDS).sort());
  });

  for (const [key, { kind }] of Object.entries(DATE_FIELDS)) {
    const [method, url, field] = key.split(' ') as [string, string, string];
    const values = kind === 'moment' ? IMPOSSIBLE_MOMENTS : IMPOSSIBLE_DAYS;
    it(`${key}: ${values.length} impossible ${kind === 'moment' ? 'moments' : 'days'} get 400 naming the field`, async () => {
      for (const value of values) await expectRefused(`${method} ${url}`, field, kind, value);
      await readsStillAnswer();
    });
  }

  it('an appointment before the referral was sent (beyond 14 h) or more than 2 years ahead gets 400 naming the field', async () => {
    const route = 'POST /api/referrals/:id/status';
    const now = ctx.clock.now().getTime();
    const local = (ms: number) => new Date(ms).toISOString().slice(0, 16);
    for (const value of [local(now - 15 * 3_600_000), local(now - 400 * DAY), local(now + 2 * 366 * DAY), new Date(now + 800 * DAY).toISOString()]) {
      await expectRefused(route, 'appointment_at', 'moment', value);
    }
    // The edges: typed in local time a few hours "before" the submission (read as UTC), and just under 2 years.
    for (const value of [local(now - 10 * 3_600_000), local(now + 2 * 365 * DAY - DAY), appointmentIn(1)]) {
      const id = await referralAt('accepted');
      const res = await inject('POST', `/api/referrals/${id}/status`, { as: c.owner, body: { status: 'booked', appointment_at: value } });
      expect(res.statusCode, `${value}: ${res.body}`).toBe(200);
      expect(res.json().appointment_at).toBe(value);
    }
    // The booking's mail to the vet was rendered in the request (the template once failed on an impossible date).
    const mail = await db.selectFrom('outbox').select('text').where('kind', '=', 'referral_event').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.text).toMatch(/Appointment: \w+ \d+, 20\d\d/);
    await readsStillAnswer();
  });

  it('real dates at the ends of the ranges are taken', async () => {
    const created = await inject('POST', '/api/referrals', {
      as: c.vet,
      body: completeReferral(clinicId, { patient: { name: 'Old Tortoise', species: 'reptile', date_of_birth: '1900-01-01', weight_date: '2024-02-29' } }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().patient).toMatchObject({ date_of_birth: '1900-01-01', weight_date: '2024-02-29' });
    const res = await inject('POST', '/api/admin/incidents', { as: c.admin, body: { ...incidentBody, occurred_on: '2099-12-30', known_on: '2099-12-31' } });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('a bad date already stored', () => {
  it('is read past: the profile, the dashboard and the measures job answer, and medians stay real', async () => {
    const owner = await registerUser(app, { role: 'clinic' });
    const hospital = await createClinic(db, { name: 'Stored Dates Hospital', userId: owner.user.id, specialties: [{ name: 'Cardiology' }] });
    const cardiology = await specialtyId(db, 'Cardiology');
    const now = ctx.clock.now().getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    const insert = (submitted: number, appointment: string) =>
      db
        .insertInto('referrals')
        .values({ clinic_id: hospital, specialty_id: cardiology, status: 'booked', patient_name: 'Stored', created_at: iso(submitted), updated_at: iso(submitted), submitted_at: iso(submitted), responded_at: iso(submitted + DAY), accepted_at: iso(submitted + DAY), appointment_at: appointment })
        .returning('id')
        .executeTakeFirstOrThrow();
    // Five real appointments 10 days after their referral: the median to the appointment is 10 days.
    for (let i = 0; i < 5; i++) {
      const submitted = now - (20 + i) * DAY;
      await insert(submitted, iso(submitted + 10 * DAY).slice(0, 16));
    }
    // And what the API took before it checked dates (a 1970 one gave a median of −134 days).
    const bad = [];
    for (const value of ['2026-02-30T10:00', '0000-01-01T00:00', '9999-12-31T23:59:59.999+23:59', '2026-13-45T99:99', '1970-01-01T10:00', '1970-01-01T10:00', '1970-01-01T10:00', 'soon']) {
      bad.push(Number((await insert(now - 30 * DAY, value)).id));
    }
    expect(MEASURED_WINDOW_DAYS).toBeGreaterThan(30);

    const profile = await inject('GET', `/api/hospitals/${hospital}`, { as: c.vet });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().measured.to_appointment).toEqual({ median_days: 10, referrals: 5 });
    const stats = await inject('GET', '/api/clinic/referral-stats', { as: owner.cookie });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().measured.to_appointment).toEqual({ median_days: 10, referrals: 5 });
    await expect(measuresJob()).resolves.toBe(true);
    const card = await db.selectFrom('search_measures').select(['median_days', 'referrals']).where('clinic_id', '=', hospital).where('specialty_id', '=', cardiology).executeTakeFirst();
    expect(card && { median_days: Number(card.median_days), referrals: Number(card.referrals) }).toEqual({ median_days: 10, referrals: 5 });
    // The hospital reads each such referral, and its letter.
    for (const id of bad) {
      const res = await inject('GET', `/api/referrals/${id}`, { as: owner.cookie });
      expect(res.statusCode, res.body).toBe(200);
      expect((await inject('GET', `/api/referrals/${id}/letter.pdf`, { as: owner.cookie })).statusCode).toBe(200);
    }
  });
});
