import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, cookieOf, processDatabase, startServer } from './test/processes';

/**
 * Two app processes on one database: sessions, logout and rate limits hold across them, because
 * all of that state lives in the database (DESIGN "State on the server stays shareable").
 */
let a: ServerProcess;
let b: ServerProcess;
let cleanup = async () => {};

beforeAll(async () => {
  const database = await processDatabase();
  const url = database.url;
  cleanup = database.drop;
  // Start one first so the second finds the schema migrated (they would also queue on Kysely's lock).
  // TRUST_PROXY lets the burst below come from many client IPs (X-Forwarded-For), as a distributed
  // guessing attack would; requests without the header keep the socket's address.
  a = await startServer({ DATABASE_URL: url, AUTH_RATE_LIMIT: '6', TRUST_PROXY: 'on' });
  b = await startServer({ DATABASE_URL: url, AUTH_RATE_LIMIT: '6', TRUST_PROXY: 'on' });
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
    const reg = await fetch(`${a.base}/api/register`, json({ username, password: 'Two-Instances-42', role: 'vet' }));
    expect(reg.status).toBe(201);
    const cookie = cookieOf(reg);
    const onB = await fetch(`${b.base}/api/user`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect((await onB.json()).username).toBe(username);
    expect((await fetch(`${b.base}/api/logout`, { method: 'POST', headers: { cookie } })).status).toBe(204);
    expect((await fetch(`${a.base}/api/user`, { headers: { cookie } })).status).toBe(401);
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
    expect((await fetch(`${a.base}/api/register`, { ...json({ username, password: 'Two-Instances-42', role: 'vet' }), headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' } })).status).toBe(201);
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
