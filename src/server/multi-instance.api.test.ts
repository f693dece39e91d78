import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ServerProcess, cookieOf, processDatabase, startServer } from './test/processes';

/**
 * Two app processes on one database: sessions, logout and rate limits hold across them, because
 * all of that state lives in the database (DESIGN "State on the server stays shareable").
 */
let a: ServerProcess;
let b: ServerProcess;
let cleanup = async () => {};
const METRICS_TOKEN = 'multi-instance-metrics-token';

beforeAll(async () => {
  const database = await processDatabase();
  const url = database.url;
  cleanup = database.drop;
  // Start one first so the second finds the schema migrated (they would also queue on Kysely's lock).
  // TRUST_PROXY lets the burst below come from many client IPs (X-Forwarded-For), as a distributed
  // guessing attack would; requests without the header keep the socket's address.
  a = await startServer({ DATABASE_URL: url, AUTH_RATE_LIMIT: '6', TRUST_PROXY: 'on', METRICS_TOKEN });
  b = await startServer({ DATABASE_URL: url, AUTH_RATE_LIMIT: '6', TRUST_PROXY: 'on', METRICS_TOKEN });
  // On PostgreSQL, wait until both session caches listen: before that they cache nothing, and the
  // cache tests below would pass without testing anything.
  if (process.env.TEST_DB === 'postgres') {
    for (const server of [a, b]) {
      await vi.waitFor(
        async () => {
          const metrics = await (await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
          expect(metrics).toMatch(/^vetreferral_session_cache_listening 1$/m);
        },
        { timeout: 20_000, interval: 100 },
      );
    }
  }
}, 60_000);

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await cleanup();
});

const json = (body: object) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('two instances, one database', () => {
  it('a session made on A works on B; logout on B ends it on A', async () => {
    const username = `two.${Date.now()}@test.example.ca`;
    const reg = await fetch(`${a.base}/api/register`, json({ username, name: 'Dr. Two Instances', password: 'Two-Instances-42', role: 'vet' }));
    expect(reg.status).toBe(201);
    const cookie = cookieOf(reg);
    const onB = await fetch(`${b.base}/api/user`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect((await onB.json()).username).toBe(username);
    expect((await fetch(`${b.base}/api/logout`, { method: 'POST', headers: { cookie } })).status).toBe(204);
    expect((await fetch(`${a.base}/api/user`, { headers: { cookie } })).status).toBe(401);
  });

  // PostgreSQL: each instance answers sessions it read lately from memory (docs/decisions/127); a
  // change on the other reaches it by notification, asynchronously. The bound is far below the
  // cache's 10 s age limit, so these fail if the notification does not arrive.
  describe('a change on one instance reaches the other one\'s session cache', () => {
    const BOUND_MS = 2_000;
    const signedUp = async () => {
      const username = `cache.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@test.example.ca`;
      const reg = await fetch(`${a.base}/api/register`, { ...json({ username, name: 'Dr. Two Instances', password: 'Two-Instances-42', role: 'vet' }), headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
      expect(reg.status).toBe(201);
      return { username, cookie: cookieOf(reg) };
    };
    const me = (server: ServerProcess, cookie: string) => fetch(`${server.base}/api/user`, { headers: { cookie } });
    /** Polls `me` on `server` until `ok` holds, failing past BOUND_MS. */
    async function within(server: ServerProcess, cookie: string, ok: (r: Response) => Promise<boolean>) {
      const start = Date.now();
      while (!(await ok(await me(server, cookie)))) {
        if (Date.now() - start > BOUND_MS) throw new Error(`not seen on the other instance within ${BOUND_MS} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    const refused = async (r: Response) => r.status === 401;

    it('sign-out', async () => {
      const { cookie } = await signedUp();
      expect((await me(b, cookie)).status).toBe(200);
      expect((await fetch(`${a.base}/api/logout`, { method: 'POST', headers: { cookie, 'x-forwarded-for': '10.6.0.4' } })).status).toBe(204);
      await within(b, cookie, refused);
    });

    it('a password change ends the other sessions', async () => {
      const { username, cookie } = await signedUp();
      const second = cookieOf(await fetch(`${b.base}/api/login`, { ...json({ username, password: 'Two-Instances-42' }), headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.6.0.1' } }));
      expect((await me(b, second)).status).toBe(200);
      const change = await fetch(`${a.base}/api/user/password`, { ...json({ current_password: 'Two-Instances-42', new_password: 'Two-Instances-43' }), headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': '10.6.0.2' } });
      expect(change.status).toBeLessThan(300);
      await within(b, second, refused);
    });

    it('a profile change', async () => {
      const { cookie } = await signedUp();
      expect((await me(b, cookie)).status).toBe(200);
      const patch = await fetch(`${a.base}/api/user/profile`, { method: 'PATCH', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ display_name: 'Dr Two Instances' }) });
      expect(patch.status).toBe(200);
      await within(b, cookie, async (r) => (await r.json()).display_name === 'Dr Two Instances');
    });

    it('an account deletion', async () => {
      const { cookie } = await signedUp();
      expect((await me(b, cookie)).status).toBe(200);
      const gone = await fetch(`${a.base}/api/me`, { method: 'DELETE', headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': '10.6.0.3' }, body: JSON.stringify({ password: 'Two-Instances-42' }) });
      expect(gone.status).toBeLessThan(300);
      await within(b, cookie, refused);
    });
  });

  it('share the per-IP login limit', async () => {
    const attempt = (server: ServerProcess) => fetch(`${server.base}/api/login`, json({ username: 'nobody@test.example.ca', password: 'wrong-pass-1' }));
    // The first test used one attempt of the budget of 6 on A; spread the rest across both.
    const statuses = [];
    for (const server of [a, b, a, b, a]) statuses.push((await attempt(server)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const refused = await attempt(b);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('verify at most 10 passwords of one account in a burst of 120 guesses split across both', async () => {
    const username = `burst.${Date.now()}@test.example.ca`;
    expect((await fetch(`${a.base}/api/register`, { ...json({ username, name: 'Dr. Two Instances', password: 'Two-Instances-42', role: 'vet' }), headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' } })).status).toBe(201);
    const guesses = Array.from({ length: 120 }, (_, i) =>
      fetch(`${(i % 2 ? b : a).base}/api/login`, {
        ...json({ username, password: i === 60 ? 'Two-Instances-42' : `wrong-guess-${i}` }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}` },
      }).then((r) => r.status),
    );
    const statuses = await Promise.all(guesses);
    // 401: a password was verified and was wrong; 429: refused before verifying.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(110);
    expect(statuses[60]).toBe(429);
    // 120 requests, up to 10 argon2 verifications, on two processes: more than the 5 s default on a busy machine.
  }, 60_000);
});
