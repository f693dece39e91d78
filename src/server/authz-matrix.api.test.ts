import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTestContext, sessionCookie, withSession } from './test/context';
import { type Case, WHO, type Who, routeCases } from './test/route-cases';
import { type World, buildWorld, snapshotDb } from './test/world';

/**
 * The authorization matrix: every API route with the answer expected for each kind of caller. The
 * requests are valid, so a refusal can only come from the policy or the ownership rule; every refused
 * write is checked to have changed no data. A route the app serves but the table lacks fails the test.
 */
const ctx = await createTestContext();
const { app, db } = ctx;
const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f766e' } }).png().toBuffer();
const MATRIX: Record<string, Case> = routeCases(ctx, png);
let w: World;

beforeAll(async () => {
  w = await buildWorld(ctx);
});

function multipartLogo(file: Buffer) {
  const boundary = 'matrixboundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`);
  return { payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A new session for the caller, so routes that end or replace sessions leave the world's intact. */
async function freshCookie(who: Who): Promise<string | undefined> {
  if (who === 'anonymous') return undefined;
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username: w.usernames[who], password: TEST_PASSWORD } });
  return sessionCookie(res);
}

describe('authorization matrix', () => {
  it('lists every API route the app serves', () => {
    const served = app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs')).map((r) => `${r.method} ${r.url}`);
    const missing = served.filter((key) => !(key in MATRIX));
    const stale = Object.keys(MATRIX).filter((key) => !served.includes(key));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  // The login case signs in as a known vet; make sure it exists.
  beforeAll(async () => {
    await app.inject({ method: 'POST', url: '/api/register', payload: { username: 'vet.login@test.example.ca', password: TEST_PASSWORD, role: 'vet' } });
  });

  for (const [key, spec] of Object.entries(MATRIX)) {
    it(`${key}: ${WHO.map((who) => `${who} ${spec.expect[who]}`).join(', ')}`, async () => {
      const [method] = key.split(' ');
      for (const who of WHO) {
        const cookie = spec.freshSession ? await freshCookie(who) : who === 'anonymous' ? undefined : w.cookies[who];
        const url = await spec.url(w);
        const options: InjectOptions = { method: method as InjectOptions['method'], url, ...(cookie ? withSession(cookie) : {}) };
        if (spec.multipart) Object.assign(options, multipartLogo(png));
        else if (spec.body) options.payload = (await spec.body(w, who)) as InjectOptions['payload'];
        const before = await snapshotDb(db);
        const res = await app.inject(options);
        expect(res.statusCode, `${key} as ${who}: ${res.body.slice(0, 200)}`).toBe(spec.expect[who]);
        if (res.statusCode >= 400 && method !== 'GET') {
          expect(await snapshotDb(db), `${key} as ${who} was refused but changed data`).toBe(before);
        }
      }
    });
  }
});
