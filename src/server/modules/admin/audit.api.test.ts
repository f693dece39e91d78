import type { Db } from '../../db';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LIMIT_DEFAULT, AUDIT_LIMIT_MAX, AUDIT_MSG, type AuditEntry } from '@shared/contracts/admin';
import { TEST_PASSWORD, createAdmin, createTestContext, registerUser, uniqueEmail, withSession } from '../../test/context';
import { nowIso } from '../../db/search-key';
import { insertUser } from '../auth';

/** A raw audit row at a chosen time (the audit module stamps the current time). */
const insertAudit = (db: Db, entry: { actor_user_id: number | null; action: string; target: string | null; ip: string | null; created_at: string }) =>
  db.insertInto('audit_log').values({ detail: null, ...entry }).execute();

/**
 * GET /api/admin/audit: what sign-ins, registrations, password changes and admin writes left behind,
 * newest first, filtered by action prefix and actor username; admins only; never a password or hash.
 */
const ctx = await createTestContext();
const { app, db } = ctx;

const NEW_PASSWORD = 'Audit-New-Pass-42';
const WRONG_PASSWORD = 'Not-The-Password-1';

let adminCookie: string;
let adminName: string;
let vetCookie: string;
let clinicCookie: string;
/** A vet registered in the test, with its own trail of events. */
let subject: { id: number; username: string };
/** A clinic account whose username has an underscore (a LIKE wildcard) in it. */
let underscored: { id: number; username: string };
/** An account whose username holds a '%' (not an email the API would accept: inserted directly). */
let percent: { id: number; username: string };
let specialtyId: number;

/** `cookie` null: signed out. */
const audit = (query = '', cookie: string | null = adminCookie) =>
  app.inject({ method: 'GET', url: `/api/admin/audit${query}`, ...(cookie ? withSession(cookie) : {}) });
const entries = async (query = '') => {
  const res = await audit(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditEntry[];
};
const login = (username: string, password: string) => app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

beforeAll(async () => {
  const admin = await createAdmin(ctx);
  adminCookie = admin.cookie;
  adminName = admin.user.username;
  vetCookie = (await registerUser(app, { role: 'vet' })).cookie;
  clinicCookie = (await registerUser(app, { role: 'clinic' })).cookie;

  // The subject's trail: registration, a failed and a good sign-in, a password change, sign-out.
  const reg = await registerUser(app, { role: 'vet', username: uniqueEmail('audit.subject') });
  subject = { id: reg.user.id, username: reg.user.username };
  expect((await login(subject.username, WRONG_PASSWORD)).statusCode).toBe(401);
  const signedIn = await login(subject.username, TEST_PASSWORD);
  expect(signedIn.statusCode).toBe(200);
  const changed = await app.inject({
    method: 'POST',
    url: '/api/user/password',
    ...withSession(reg.cookie),
    payload: { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
  });
  expect(changed.statusCode, changed.body).toBe(204);
  expect((await app.inject({ method: 'POST', url: '/api/logout', ...withSession(reg.cookie) })).statusCode).toBe(204);

  // A failed sign-in to a username nobody has: no actor.
  expect((await login('nobody.audit@test.example.ca', WRONG_PASSWORD)).statusCode).toBe(401);

  const u = await registerUser(app, { role: 'clinic', username: uniqueEmail('under_score') });
  underscored = { id: u.user.id, username: u.user.username };

  const p = await insertUser(db, { username: `per%cent.${Date.now().toString(36)}@test.example.ca`, password_hash: 'not-a-real-hash', role: 'vet', created_at: nowIso() });
  percent = { id: p.id, username: p.username };
  await insertAudit(db, { actor_user_id: percent.id, action: 'auth.login.success', target: percent.username, ip: '203.0.113.9', created_at: nowIso() });

  // An admin write last.
  const created = await app.inject({ method: 'POST', url: '/api/admin/specialties', ...withSession(adminCookie), payload: { name: 'Audit Trail Medicine' } });
  expect(created.statusCode).toBe(201);
  specialtyId = created.json().id;
});

describe('GET /api/admin/audit', () => {
  it('lists sign-ins (good and failed), sign-outs, registrations, password changes and admin writes, newest first', async () => {
    const list = await entries();
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      action: 'admin.specialty.create',
      target: `specialty:${specialtyId}`,
      ip: '127.0.0.1',
      created_at: expect.any(String),
      actor: { id: expect.any(Number), username: adminName },
    });

    const mine = list.filter((e) => e.actor?.id === subject.id);
    expect(mine.map((e) => e.action)).toEqual(['auth.logout', 'auth.password.change', 'auth.login.success', 'auth.login.failure', 'auth.register']);
    for (const e of mine) expect(e).toMatchObject({ target: subject.username, ip: '127.0.0.1', actor: { id: subject.id, username: subject.username } });

    const anonymous = list.find((e) => e.target === 'nobody.audit@test.example.ca');
    expect(anonymous).toMatchObject({ action: 'auth.login.failure', actor: null });

    expect(list.find((e) => e.action === 'auth.login.success' && e.actor?.username === adminName)).toBeDefined();
  });

  it('orders by created_at, then id, both descending', async () => {
    // Two entries sharing one timestamp, older than the rest: the higher id comes first.
    const same = '2000-01-01T00:00:00.000Z';
    await insertAudit(db, { actor_user_id: null, action: 'test.order.first', target: 'a', ip: null, created_at: same });
    await insertAudit(db, { actor_user_id: null, action: 'test.order.second', target: 'b', ip: null, created_at: same });
    const list = await entries(`?limit=${AUDIT_LIMIT_MAX}`);
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id), `${a.id} before ${b.id}`).toBe(true);
    }
    expect((await entries('?action=test.order.')).map((e) => e.action)).toEqual(['test.order.second', 'test.order.first']);
  });

  it('filters by action prefix, without regard to case, with "_" taken literally', async () => {
    const auth = await entries(`?action=auth.&limit=${AUDIT_LIMIT_MAX}`);
    expect(auth.length).toBeGreaterThan(5);
    expect(auth.every((e) => e.action.startsWith('auth.'))).toBe(true);

    const signIns = await entries('?action=auth.login.');
    expect(new Set(signIns.map((e) => e.action))).toEqual(new Set(['auth.login.success', 'auth.login.failure']));

    expect((await entries('?action=admin.specialty')).map((e) => e.action)).toEqual(['admin.specialty.create']);
    expect((await entries('?action=ADMIN.Specialty')).map((e) => e.action)).toEqual(['admin.specialty.create']);
    expect((await entries('?action=auth.password.')).map((e) => e.action)).toEqual(['auth.password.change']);
    // Unescaped, '_' would match the '.' of 'auth.login'.
    expect(await entries('?action=auth_login')).toEqual([]);
    // A blank filter is no filter.
    expect((await entries('?action=%20%20')).length).toBe((await entries()).length);
  });

  it('filters by part of the actor username, case-insensitively, with "%" and "_" taken literally', async () => {
    const part = subject.username.split('@')[0]!.toUpperCase();
    const mine = await entries(`?actor=${encodeURIComponent(part)}`);
    expect(mine.length).toBe(5);
    expect(mine.every((e) => e.actor?.id === subject.id)).toBe(true);

    const pct = await entries('?actor=%25');
    expect(pct.map((e) => e.actor?.username)).toEqual([percent.username]);

    const under = await entries('?actor=_');
    expect(under.length).toBeGreaterThan(0);
    expect(under.every((e) => e.actor?.username.includes('_'))).toBe(true);
    expect(under.map((e) => e.actor?.id)).toContain(underscored.id);

    // Entries without an actor never match an actor filter; a blank filter is no filter.
    expect((await entries('?actor=nobody.audit')).length).toBe(0);
    expect((await entries('?actor=%20')).length).toBe((await entries()).length);

    // Both filters together.
    expect((await entries(`?actor=${encodeURIComponent(subject.username)}&action=auth.log`)).map((e) => e.action)).toEqual([
      'auth.logout',
      'auth.login.success',
      'auth.login.failure',
    ]);
  });

  it(`answers ${AUDIT_LIMIT_DEFAULT} entries by default and at most ${AUDIT_LIMIT_MAX}`, async () => {
    const base = Date.parse('2001-01-01T00:00:00.000Z');
    for (let i = 0; i < AUDIT_LIMIT_MAX + 10; i++) {
      await insertAudit(db, { actor_user_id: null, action: 'test.bulk', target: `bulk:${i}`, ip: null, created_at: new Date(base + i * 1000).toISOString() });
    }
    expect(await entries()).toHaveLength(AUDIT_LIMIT_DEFAULT);
    expect(await entries('?limit=1')).toHaveLength(1);
    expect(await entries(`?limit=${AUDIT_LIMIT_MAX}`)).toHaveLength(AUDIT_LIMIT_MAX);
    const bulk = await entries('?action=test.bulk&limit=3');
    expect(bulk.map((e) => e.target)).toEqual([`bulk:${AUDIT_LIMIT_MAX + 9}`, `bulk:${AUDIT_LIMIT_MAX + 8}`, `bulk:${AUDIT_LIMIT_MAX + 7}`]);
  });

  it.each([
    ['?limit=0', 'querystring.limit', AUDIT_MSG.limit],
    [`?limit=${AUDIT_LIMIT_MAX + 1}`, 'querystring.limit', AUDIT_MSG.limit],
    ['?limit=-1', 'querystring.limit', AUDIT_MSG.limit],
    ['?limit=1.5', 'querystring.limit', AUDIT_MSG.limit],
    ['?limit=abc', 'querystring.limit', AUDIT_MSG.limit],
    ['?limit=', 'querystring.limit', AUDIT_MSG.limit],
    ['?limit=1e2', 'querystring.limit', AUDIT_MSG.limit],
    [`?action=${'a'.repeat(65)}`, 'querystring.action', AUDIT_MSG.action],
    ['?action=auth.%25', 'querystring.action', AUDIT_MSG.action],
    ["?action=auth'%20or%201=1", 'querystring.action', AUDIT_MSG.action],
    [`?actor=${'a'.repeat(255)}`, 'querystring.actor', AUDIT_MSG.actor],
    ['?actor=a&actor=b', 'querystring.actor', expect.any(String)],
  ])('refuses %s (400)', async (query, path, message) => {
    const res = await audit(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it('is for admins only: 401 signed out, 403 for vets and clinics', async () => {
    expect((await audit('', null)).statusCode).toBe(401);
    expect((await audit('', vetCookie)).statusCode).toBe(403);
    expect((await audit('', clinicCookie)).statusCode).toBe(403);
    expect((await audit('?action=auth.', vetCookie)).statusCode).toBe(403);
  });

  it('never carries a password, a hash or the stored detail', async () => {
    const res = await audit(`?limit=${AUDIT_LIMIT_MAX}`);
    const list = res.json() as AuditEntry[];
    expect(list.some((e) => e.action === 'auth.password.change')).toBe(true);
    for (const secret of [TEST_PASSWORD, NEW_PASSWORD, WRONG_PASSWORD, '$argon2', 'not-a-real-hash', 'Audit Trail Medicine']) {
      expect(res.body).not.toContain(secret);
    }
    for (const e of list) {
      expect(Object.keys(e).sort()).toEqual(['action', 'actor', 'created_at', 'id', 'ip', 'target']);
      if (e.actor) expect(Object.keys(e.actor).sort()).toEqual(['id', 'username']);
      // Only an action name may say "password" ('auth.password.change'); no other field does.
      expect(JSON.stringify({ ...e, action: undefined })).not.toMatch(/password|hash/i);
    }
  });
});
