import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from './config';
import type { Db } from './db';
import { session } from './plugins/session';
import { createTestContext, registerUser } from './test/context';
import { draftReferral } from './test/referrals';

const ctx = await createTestContext();
const { app, inject } = ctx;

describe('security headers', () => {
  it('sends a CSP without inline scripts, nosniff, frame-ancestors none and a referrer policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/meta' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('forbids framing in both headers and grants geolocation to the page itself only (its "near me" search)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/meta' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    const policy = String(res.headers['permissions-policy']).split(', ');
    expect(policy).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=(self)']));
  });

  it("keeps a signed-in session's answers out of caches (a referral with patient and owner data), not a visitor's public ones", async () => {
    const { vet, referralId } = await draftReferral(ctx);
    const read = await inject('GET', `/api/referrals/${referralId}`, { as: vet.cookie });
    expect(read.json().owner.name).toBe('Jane Owner');
    expect(read.headers['cache-control']).toBe('private, no-store');
    // Signing in answers with the user: not cached either.
    const login = await inject('POST', '/api/login', { body: { username: vet.user.username, password: vet.password } });
    expect(login.headers['cache-control']).toBe('private, no-store');
    const visitor = await inject('GET', '/api/meta');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).not.toBe('private, no-store');
  });

  it('keeps a signed-in answer out of caches under any spelling of its path the router accepts (/%61pi/…)', async () => {
    const { vet, referralId } = await draftReferral(ctx);
    for (const url of [`/%61pi/referrals/${referralId}`, `/%61%70%69/referrals/${referralId}`]) {
      const read = await inject('GET', url, { as: vet.cookie });
      expect(read.statusCode, url).toBe(200);
      expect(read.json().owner.name, url).toBe('Jane Owner');
      expect(read.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('adds HSTS and Secure cookies when PUBLIC_URL is https', async () => {
    const secure = await createTestContext({ PUBLIC_URL: 'https://vetreferral.example.ca' });
    onTestFinished(secure.close);
    const res = await secure.app.inject({ method: 'GET', url: '/api/meta' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const reg = await registerUser(secure.app);
    expect(reg.cookie).toBeTruthy();
    const login = await secure.app.inject({ method: 'POST', url: '/api/login', payload: { username: reg.user.username, password: reg.password } });
    expect(login.cookies[0]!.secure).toBe(true);
  });
});

describe('API basics', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('tells whether demo data is on, and that no privacy officer or data location is configured', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/meta' })).json()).toEqual({ demoData: false, privacy: { officerName: null, officerEmail: null, dataLocation: null } });
  });

  it('tells who the privacy officer is and where data is hosted, from the environment at run time (issue 23)', async () => {
    const configured = await createTestContext({ PRIVACY_OFFICER_NAME: 'Geneviève Côté', PRIVACY_OFFICER_EMAIL: 'privacy@clinic.example.ca', DATA_LOCATION: 'Canada (Montréal)' });
    onTestFinished(configured.close);
    expect((await configured.app.inject({ method: 'GET', url: '/api/meta' })).json().privacy).toEqual({
      officerName: 'Geneviève Côté',
      officerEmail: 'privacy@clinic.example.ca',
      dataLocation: 'Canada (Montréal)',
    });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/register', '/api/logout', '/api/user']));
    expect(doc.paths['/api/register'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('role');
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('server errors', () => {
  it('a 5xx body carries no internal text', async () => {
    const broken = await createTestContext();
    onTestFinished(broken.close);
    await broken.db.destroy();
    const res = await broken.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'a@b.ca', password: 'secret-1' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
});

describe('NUL characters', () => {
  it('are refused with 400 in queries, params and bodies on either database', async () => {
    const { cookie } = await registerUser(app, { role: 'vet' });
    const cookies = { vr_session: cookie };
    expect((await app.inject({ method: 'GET', url: '/api/hospitals/search?name=%00', cookies })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/hospitals/a%00', cookies })).statusCode).toBe(400);
    const res = await app.inject({ method: 'POST', url: '/api/register', payload: { username: 'nul@test.example.ca', password: 'pass\u0000word-1', role: 'vet', name: 'Dr. Test Vet' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Text may not contain NUL characters.');
  });
});

describe('client IP', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is on, so clients cannot dodge the per-IP limit', async () => {
    const limited = await createTestContext({ AUTH_RATE_LIMIT: '2' });
    onTestFinished(limited.close);
    const attempt = (ip: string) =>
      limited.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': ip }, payload: { username: 'x@test.example.ca', password: 'wrong-pass-1' } });
    expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    expect((await attempt('10.0.0.2')).statusCode).toBe(401);
    expect((await attempt('10.0.0.3')).statusCode).toBe(429);
  });
});

describe('route policies', () => {
  it('refuse to start with a route that names no policy, whatever its path (fail closed)', async () => {
    for (const url of ['/api/unguarded', '/elsewhere', '/ap%69/unguarded']) {
      const bare = Fastify();
      await bare.register(session, { config: loadConfig({ NODE_ENV: 'test' }), db: {} as Db });
      bare.get(url, async () => ({ secret: true }));
      await expect(bare.ready()).rejects.toThrow(/declares no policy/);
    }
  });
});

describe('API docs (docs/decisions/061-api-docs.md)', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-chars' };

  it('are not served in production unless API_DOCS=on, and every page keeps the strict CSP', async () => {
    const prod = await createTestContext(production);
    onTestFinished(prod.close);
    const strict = (await prod.app.inject({ method: 'GET', url: '/api/meta' })).headers['content-security-policy'];
    expect(strict).toContain("frame-ancestors 'none'");
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await prod.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-security-policy'], url).toBe(strict);
    }
  });

  it('are served with API_DOCS=on, and only the docs pages carry Swagger UI\'s own CSP', async () => {
    const prod = await createTestContext({ ...production, API_DOCS: 'on' });
    onTestFinished(prod.close);
    const docs = await prod.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const meta = await prod.app.inject({ method: 'GET', url: '/api/meta' });
    expect(meta.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
