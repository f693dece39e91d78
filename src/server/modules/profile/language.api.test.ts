import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTestContext, registerUser, sessionCookie } from '../../test/context';

/** Issue 17: the user's stored language, and the `lang` cookie that carries it to the HTML (decision 071). */
const ctx = await createTestContext();

/** The Set-Cookie header of the `lang` cookie, undefined when the answer sets none. */
const langCookie = (res: LightMyRequestResponse): string | undefined => {
  const header = res.headers['set-cookie'];
  return (Array.isArray(header) ? header : header === undefined ? [] : [String(header)]).find((c) => c.startsWith('lang='));
};

const login = (username: string) => ctx.inject('POST', '/api/login', { body: { username, password: TEST_PASSWORD } });

describe('the user language', () => {
  it('is null until chosen, round-trips through PATCH /api/user/profile and GET /api/user, and null forgets it', async () => {
    const vet = await registerUser(ctx.app, { role: 'vet' });
    expect(vet.user.language).toBeNull();

    const saved = await ctx.inject('PATCH', '/api/user/profile', { as: vet.cookie, body: { language: 'fr-CA' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().language).toBe('fr-CA');
    expect((await ctx.inject('GET', '/api/user', { as: vet.cookie })).json().language).toBe('fr-CA');

    // A PATCH of something else leaves the language as it is.
    const other = await ctx.inject('PATCH', '/api/user/profile', { as: vet.cookie, body: { display_name: 'Dre Tremblay' } });
    expect(other.json()).toMatchObject({ display_name: 'Dre Tremblay', language: 'fr-CA' });
    expect(langCookie(other)).toBeUndefined();

    const english = await ctx.inject('PATCH', '/api/user/profile', { as: vet.cookie, body: { language: 'en-CA' } });
    expect(english.json().language).toBe('en-CA');

    const cleared = await ctx.inject('PATCH', '/api/user/profile', { as: vet.cookie, body: { language: null } });
    expect(cleared.json().language).toBeNull();
    expect((await ctx.inject('GET', '/api/user', { as: vet.cookie })).json()).toMatchObject({ display_name: 'Dre Tremblay', language: null });
  });

  it.each(['fr', 'en', 'FR-CA', 'fr-FR', '', 1, true])('refuses the language %j and stores nothing', async (language) => {
    const vet = await registerUser(ctx.app, { role: 'vet' });
    const res = await ctx.inject('PATCH', '/api/user/profile', { as: vet.cookie, body: { language } });
    expect(res.statusCode, res.body).toBe(400);
    expect(langCookie(res)).toBeUndefined();
    expect((await ctx.inject('GET', '/api/user', { as: vet.cookie })).json().language).toBeNull();
  });

  it('a saved language sets the lang cookie; clearing it removes the cookie', async () => {
    const clinic = await registerUser(ctx.app, { role: 'clinic' });
    const saved = await ctx.inject('PATCH', '/api/user/profile', { as: clinic.cookie, body: { language: 'fr-CA' } });
    expect(langCookie(saved)).toBe('lang=fr-CA; Max-Age=31536000; Path=/; SameSite=Lax');

    const cleared = await ctx.inject('PATCH', '/api/user/profile', { as: clinic.cookie, body: { language: null } });
    const removal = langCookie(cleared);
    expect(removal).toMatch(/^lang=; /);
    expect(removal).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});

describe('signing in carries the stored language to the page', () => {
  it('POST /api/login sets the lang cookie (not HttpOnly) for a user with a stored language', async () => {
    const vet = await registerUser(ctx.app, { role: 'vet' });
    await ctx.inject('PATCH', '/api/user/profile', { as: vet.cookie, body: { language: 'fr-CA' } });

    const res = await login(vet.user.username);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().language).toBe('fr-CA');
    const cookie = langCookie(res);
    expect(cookie).toBe('lang=fr-CA; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(cookie).not.toMatch(/HttpOnly/i);
    // The new session knows it too.
    expect((await ctx.inject('GET', '/api/user', { as: sessionCookie(res)! })).json().language).toBe('fr-CA');
  });

  it('sets no lang cookie for a user without a stored language, at sign-in or registration', async () => {
    const vet = await registerUser(ctx.app, { role: 'vet' });
    const res = await login(vet.user.username);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().language).toBeNull();
    expect(langCookie(res)).toBeUndefined();

    const registered = await ctx.inject('POST', '/api/register', { body: { username: `lang.${Date.now()}@test.example.ca`, password: TEST_PASSWORD, role: 'clinic', name: 'Test Coordinator' } });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().language).toBeNull();
    expect(langCookie(registered)).toBeUndefined();
  });

  it('a failed sign-in sets no lang cookie', async () => {
    const vet = await registerUser(ctx.app, { role: 'vet' });
    await ctx.inject('PATCH', '/api/user/profile', { as: vet.cookie, body: { language: 'fr-CA' } });
    const res = await ctx.inject('POST', '/api/login', { body: { username: vet.user.username, password: 'Wrong-Password-12' } });
    expect(res.statusCode).toBe(401);
    expect(langCookie(res)).toBeUndefined();
  });
});
