import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, cookieOf, createPgDatabase, startServer } from './test/processes';

/**
 * Two app processes on one database: sessions, logout and rate limits hold across them, because
 * all of that state lives in the database (DESIGN "State on the server stays shareable").
 */
let a: ServerProcess;
let b: ServerProcess;
let cleanup = async () => {};

beforeAll(async () => {
  let url: string;
  if (process.env.TEST_DB === 'postgres') {
    const database = await createPgDatabase(process.env.TEST_DATABASE_URL!);
    url = database.url;
    cleanup = database.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-multi-'));
    url = `sqlite:${path.join(dir, 'shared.db')}`;
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  // Start one first so the second finds the schema migrated (they would also queue on Kysely's lock).
  a = await startServer({ DATABASE_URL: url, AUTH_RATE_LIMIT: '6' });
  b = await startServer({ DATABASE_URL: url, AUTH_RATE_LIMIT: '6' });
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
});
