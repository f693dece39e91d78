import { ERRORS } from '@shared/errors';
import { describe, expect, it, onTestFinished } from 'vitest';
import { AUTH_USERNAME_RATE_LIMIT } from '@shared/constants';
import { MSG } from '@shared/contracts/auth';
import { DEVICE_COOKIE } from './device-cookies';
import { SESSION_COOKIE, hashSessionId } from './sessions';
import {
  TEST_PASSWORD,
  createTestContext,
  registerUser,
  sessionCookie,
  uniqueEmail,
  withSession,
} from '../../test/context';

const ctx = await createTestContext();
const { app } = ctx;

// Through ctx.inject, which waits for the session cache's notifications: tests here change sessions with SQL.
const me = (cookie?: string) => ctx.inject('GET', '/api/user', cookie ? { as: cookie } : {});
const login = (payload: object, extra: object = {}) => app.inject({ method: 'POST', url: '/api/login', payload, ...extra });

describe('GET /api/user', () => {
  it('answers 401 when signed out', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'NOT_SIGNED_IN' });
  });
});

describe('POST /api/register', () => {
  it('creates a vet, signs it in and never returns the hash', async () => {
    const username = uniqueEmail('New.Vet');
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: `  ${username.toUpperCase()} `, name: '  Dr. Ada Lee ', password: TEST_PASSWORD, role: 'vet' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      username: username.toLowerCase(),
      role: 'vet',
      display_name: 'Dr. Ada Lee',
      avatar_url: null,
      job_title: null,
      practice_type: null,
      language: null,
    });
    expect(res.body).not.toMatch(/hash|argon/i);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    expect((await me(cookie.value)).json()).toMatchObject({ username: username.toLowerCase(), role: 'vet' });

    const stored = await ctx.db.selectFrom('users').select('password_hash').where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('creates a clinic account', async () => {
    const { user } = await registerUser(app, { role: 'clinic' });
    expect(user.role).toBe('clinic');
  });

  it('refuses a duplicate email, whatever its case, with 409', async () => {
    const username = uniqueEmail('dup');
    await registerUser(app, { username });
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: username.toUpperCase(), name: 'Front Desk', password: TEST_PASSWORD, role: 'clinic' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ERRORS.EMAIL_TAKEN.message);
  });

  it.each([
    [{ role: 'admin' }, MSG.roleInvalid],
    [{ role: 'superuser' }, MSG.roleInvalid],
    [{ role: undefined }, MSG.roleInvalid],
    [{ username: 'not-an-email' }, MSG.invalidEmail],
    [{ username: '' }, MSG.invalidEmail],
    [{ username: 42 }, MSG.invalidEmail],
    [{ password: '12345' }, MSG.passwordMin],
    [{ password: 'x'.repeat(257) }, MSG.passwordMax],
    // People are shown by name, never by their login e-mail (issue 59).
    [{ name: undefined }, MSG.nameRequired],
    [{ name: '   ' }, MSG.nameRequired],
  ])('refuses %j with 400 and the field message', async (override, message) => {
    const payload = { username: uniqueEmail(), name: 'Dr. Test Vet', password: TEST_PASSWORD, role: 'vet', ...override };
    const res = await app.inject({ method: 'POST', url: '/api/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().issues.map((i: { message: string }) => i.message)).toContain(message);
  });

  it('accepts a 256-character password', async () => {
    await expect(registerUser(app, { password: 'p'.repeat(255) + 'Q' })).resolves.toBeTruthy();
  });

  it.each(['password', 'Password1', 'qwerty123', 'iloveyou'])('refuses the common password %s', async (password) => {
    const res = await app.inject({ method: 'POST', url: '/api/register', payload: { username: uniqueEmail(), password, role: 'vet', name: 'Dr. Test Vet' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ERRORS.PASSWORD_TOO_COMMON.message);
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid JSON/);
  });
});

describe('POST /api/login', () => {
  it('signs in with a new session id and ends the session the request came with', async () => {
    const { user, cookie: first } = await registerUser(app);
    const res = await login({ username: user.username.toUpperCase(), password: TEST_PASSWORD }, withSession(first));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, role: 'vet' });
    const second = sessionCookie(res)!;
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('stores only a keyed hash of the session id', async () => {
    const { user, cookie } = await registerUser(app);
    const rows = await ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id_hash).toBe(hashSessionId(ctx.config.sessionSecret, cookie));
    expect(rows[0]!.id_hash).not.toContain(cookie);
    expect(Buffer.from(cookie, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const { user } = await registerUser(app);
    const wrong = await login({ username: user.username, password: 'wrong-password-1' });
    const unknown = await login({ username: uniqueEmail('ghost'), password: 'wrong-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(ERRORS.INVALID_CREDENTIALS.message);
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it('validates like the login form', async () => {
    const res = await login({ username: 'nope', password: '123' });
    expect(res.statusCode).toBe(400);
    const messages = res.json().issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(expect.arrayContaining([MSG.invalidEmail, MSG.passwordMin]));
  });

  it('keeps a remember-me session in a persistent cookie, a plain one in a browser-session cookie', async () => {
    const { user } = await registerUser(app);
    const plain = (await login({ username: user.username, password: TEST_PASSWORD })).cookies.find((c) => c.name === SESSION_COOKIE)!;
    const remembered = (await login({ username: user.username, password: TEST_PASSWORD, rememberMe: true })).cookies.find(
      (c) => c.name === SESSION_COOKIE,
    )!;
    expect(plain.expires).toBeUndefined();
    const days = (new Date(remembered.expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThan(31);
  });

  it('refuses an expired session', async () => {
    const { user, cookie } = await registerUser(app);
    await ctx.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', user.id).execute();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses the account\'s shared allowance after 10 failures a minute, even for the right password', async () => {
    const { user } = await registerUser(app);
    for (let i = 0; i < AUTH_USERNAME_RATE_LIMIT; i++) {
      expect((await login({ username: user.username, password: 'wrong-password-1' })).statusCode).toBe(401);
    }
    const res = await login({ username: user.username, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('verifies at most 10 passwords in a burst of 150 parallel guesses, and refuses the right one at position 100', async () => {
    const { user } = await registerUser(app);
    const guesses = Array.from({ length: 150 }, (_, i) => (i === 100 ? TEST_PASSWORD : `wrong-password-${i}`));
    const statuses = (await Promise.all(guesses.map((password) => login({ username: user.username, password })))).map((r) => r.statusCode);
    // A 401 is a verified wrong password; a 429 was refused before any verification.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(AUTH_USERNAME_RATE_LIMIT);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(150 - AUTH_USERNAME_RATE_LIMIT);
    expect(statuses[100]).toBe(429);
    const failures = await ctx.db.selectFrom('audit_log').select('id').where('target', '=', user.username).where('action', '=', 'auth.login.failure').execute();
    expect(failures.length).toBeLessThanOrEqual(AUTH_USERNAME_RATE_LIMIT);
  });

  it('lets a browser that signed in before keep its own allowance while the account is under attack', async () => {
    const { user } = await registerUser(app);
    const first = await login({ username: user.username, password: TEST_PASSWORD });
    const device = first.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(device).toMatchObject({ httpOnly: true, path: '/api/login', sameSite: 'Strict' });
    const withDevice = (token: string) => ({ cookies: { [DEVICE_COOKIE]: token } });
    // An attacker without the cookie uses up the account's shared allowance.
    for (let i = 0; i < AUTH_USERNAME_RATE_LIMIT + 5; i++) await login({ username: user.username, password: 'wrong-password-1' });
    expect((await login({ username: user.username, password: TEST_PASSWORD })).statusCode).toBe(429);
    // The real user's browser still signs in.
    expect((await login({ username: user.username, password: TEST_PASSWORD }, withDevice(device.value))).statusCode).toBe(200);
    // A device cookie is bound to its account: it does not open another.
    const other = await registerUser(app);
    for (let i = 0; i < AUTH_USERNAME_RATE_LIMIT; i++) await login({ username: other.user.username, password: 'wrong-password-1' });
    expect((await login({ username: other.user.username, password: TEST_PASSWORD }, withDevice(device.value))).statusCode).toBe(429);
    // A forged or stolen-looking token counts as no token.
    expect((await login({ username: user.username, password: TEST_PASSWORD }, withDevice(`${device.value.split('.')[0]}.forged`))).statusCode).toBe(429);
  });

  it('limits a trusted browser to 10 failures of its own', async () => {
    const { user } = await registerUser(app);
    const token = (await login({ username: user.username, password: TEST_PASSWORD })).cookies.find((c) => c.name === DEVICE_COOKIE)!.value;
    const guesses = Array.from({ length: 40 }, () => login({ username: user.username, password: 'wrong-password-1' }, { cookies: { [DEVICE_COOKIE]: token } }));
    const statuses = (await Promise.all(guesses)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBe(AUTH_USERNAME_RATE_LIMIT);
    expect((await login({ username: user.username, password: TEST_PASSWORD }, { cookies: { [DEVICE_COOKIE]: token } })).statusCode).toBe(429);
  });

  it('records login success and failure in the audit log without the password', async () => {
    const { user } = await registerUser(app);
    await login({ username: user.username, password: 'wrong-password-1' });
    await login({ username: user.username, password: TEST_PASSWORD });
    const rows = await ctx.db.selectFrom('audit_log').selectAll().where('target', '=', user.username).orderBy('id').execute();
    expect(rows.map((r) => r.action)).toEqual(['auth.register', 'auth.login.failure', 'auth.login.success']);
    expect(JSON.stringify(rows)).not.toContain(TEST_PASSWORD);
  });
});

describe('POST /api/logout', () => {
  it('deletes the session and clears the cookie', async () => {
    const { user, cookie } = await registerUser(app);
    const res = await app.inject({ method: 'POST', url: '/api/logout', ...withSession(cookie) });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
    const left = await ctx.db.selectFrom('sessions').select('id_hash').where('user_id', '=', user.id).execute();
    expect(left).toHaveLength(0);
  });

  it('is harmless when signed out', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
  });
});

describe('cross-site request protection', () => {
  it('refuses a cross-site POST', async () => {
    const { user } = await registerUser(app);
    const res = await login({ username: user.username, password: TEST_PASSWORD }, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_SITE');
  });

  it('refuses an Origin naming another host and accepts the same host', async () => {
    const { user } = await registerUser(app);
    const payload = { username: user.username, password: TEST_PASSWORD };
    const evil = await login(payload, { headers: { origin: 'https://evil.example', host: 'localhost:3000' } });
    expect(evil.statusCode).toBe(403);
    const same = await login(payload, { headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' } });
    expect(same.statusCode).toBe(200);
  });

  it("compares the Origin's scheme too: http://host is refused when the site is https://host", async () => {
    const secure = await createTestContext({ PUBLIC_URL: 'https://vetreferral.example.ca' });
    onTestFinished(secure.close);
    const { user } = await registerUser(secure.app);
    const attempt = (origin: string) =>
      secure.app.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password: TEST_PASSWORD }, headers: { origin, host: 'vetreferral.example.ca' } });
    const plain = await attempt('http://vetreferral.example.ca');
    expect(plain.statusCode).toBe(403);
    expect(plain.json().code).toBe('CROSS_SITE');
    expect((await attempt('https://vetreferral.example.ca:8443')).statusCode).toBe(403);
    expect((await attempt('https://vetreferral.example.ca')).statusCode).toBe(200);
  });
});

describe('per-IP rate limit', () => {
  it('answers 429 with Retry-After past AUTH_RATE_LIMIT attempts a minute', async () => {
    const limited = await createTestContext({ AUTH_RATE_LIMIT: '3' });
    onTestFinished(limited.close);
    const attempt = () =>
      limited.app.inject({ method: 'POST', url: '/api/login', payload: { username: uniqueEmail(), password: 'whatever-1' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Registration shares the per-IP budget.
    const reg = await limited.app.inject({ method: 'POST', url: '/api/register', payload: { username: uniqueEmail(), password: TEST_PASSWORD, role: 'vet', name: 'Dr. Test Vet' } });
    expect(reg.statusCode).toBe(429);
  });
});
