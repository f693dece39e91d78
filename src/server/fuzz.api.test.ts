import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, withSession } from './test/context';
import { type World, buildWorld, snapshotDb } from './test/world';

/**
 * Hostile input against every API route: generated params, queries and bodies (wrong types, missing
 * and extra fields, huge and empty strings, unicode and control characters, LIKE wildcards and quotes,
 * __proto__/constructor keys, NaN/negative/huge ids, malformed JSON, wrong content types), sent as
 * each kind of user. Every answer must be < 500, and a refused write must change no stored data.
 */
const TOTAL_RUNS = process.env.TEST_DB === 'postgres' ? 2_000 : 5_000;

const ctx = await createTestContext();
let world: World;
beforeAll(async () => {
  world = await buildWorld(ctx);
});

const nasty = fc.constantFrom(
  '',
  ' ',
  '%',
  '_',
  '%_%',
  "'",
  '"',
  '\\',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'data:image/svg+xml;base64,PHN2Zz4=',
  '\u0000',
  '\u0007\u001b[31m',
  '\u202eevil',
  '\ud83d\udc3e paw',
  'Hôpital Vétérinaire',
  'x'.repeat(10_000),
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '0',
  '1.5',
  '1e309',
  '0x10',
  '99999999999999999999',
);
// Weighted toward the known-nasty strings: random text rarely hits a quote or a wildcard by itself.
const hostileString = fc.oneof(
  { arbitrary: nasty, weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
);
const hostileKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'user_id', 'clinic_id', 'id'), fc.string({ maxLength: 12 }));
const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    { arbitrary: hostileString, weight: 6 },
    { arbitrary: fc.integer(), weight: 1 },
    { arbitrary: fc.double(), weight: 1 },
    { arbitrary: fc.constantFrom(-1, 0, 1, 2, 2 ** 31, Number.MAX_SAFE_INTEGER, 1.5), weight: 2 },
    { arbitrary: fc.boolean(), weight: 1 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: fc.array(tie('value'), { maxLength: 3 }), weight: 1 },
    { arbitrary: fc.dictionary(hostileKey, tie('value'), { maxKeys: 3 }), weight: 1 },
  ),
}));

const shapeKeys = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (shape) return Object.keys(shape);
  // A refined object (ZodPipe/ZodEffects) keeps its object inside.
  const inner = (schema as { def?: { in?: unknown; schema?: unknown } } | undefined)?.def;
  return inner ? shapeKeys(inner.in ?? inner.schema) : [];
};

function segment(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.integer({ min: -5, max: 50 }).map(String),
    fc.constantFrom('0', '-1', 'NaN', '1.5', '1e3', '99999999999999999999', '%00', '..', '%2e%2e', 'null', 'undefined', '__proto__'),
    fc.string({ unit: 'binary-ascii', maxLength: 12 }).map((s) => encodeURIComponent(s) || 'x'),
  );
}

type Actor = 'anonymous' | 'vet' | 'owner' | 'admin';

function requestFor(route: { method: string; url: string; schema?: { body?: unknown; querystring?: unknown } }) {
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const bodyKeys = shapeKeys(route.schema?.body);
  const queryKeys = shapeKeys(route.schema?.querystring);
  // Each known field is present about half the time, so runs mix missing, wrong and hostile fields.
  const knownField = (keys: string[]) =>
    fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])) as Record<string, fc.Arbitrary<unknown>>, { requiredKeys: [] });
  const jsonBody = fc
    .tuple(knownField(bodyKeys), fc.dictionary(hostileKey, hostileValue, { maxKeys: 2 }))
    .map(([known, extra]) => ({ kind: 'json' as const, payload: JSON.stringify({ ...extra, ...known }) }));
  const rawBody = fc.oneof(
    fc.constantFrom(
      { kind: 'raw' as const, type: 'application/json', payload: '{"name": ' },
      { kind: 'raw' as const, type: 'application/json', payload: '' },
      { kind: 'raw' as const, type: 'application/json', payload: '[1,2,3]' },
      { kind: 'raw' as const, type: 'application/json', payload: 'null' },
      { kind: 'raw' as const, type: 'application/json', payload: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"isAdmin":true}}}' },
      { kind: 'raw' as const, type: 'text/plain', payload: 'hello' },
      { kind: 'raw' as const, type: 'application/x-www-form-urlencoded', payload: 'name=a&role=admin' },
      { kind: 'raw' as const, type: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nContent-Disposition: form-data; name="logo"; filename="a.svg"\r\n\r\n<svg/>\r\n--xyz--' },
      { kind: 'raw' as const, type: 'application/xml', payload: '<a/>' },
    ),
  );
  const knownQuery = fc.record(Object.fromEntries(queryKeys.map((k) => [k, hostileString])) as Record<string, fc.Arbitrary<string>>, { requiredKeys: [] });
  const query = fc.tuple(knownQuery, fc.dictionary(hostileKey, hostileString, { maxKeys: 2 })).map(([known, extra]) => {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...extra, ...known })) {
      for (const item of Array.isArray(v) ? v : [v]) qs.append(k, typeof item === 'string' ? item : JSON.stringify(item) ?? '');
    }
    return qs.toString();
  });
  return fc.record({
    path: fc.tuple(...params.map(() => segment())).map((values) => params.reduce((url, p, i) => url.replace(`:${p}`, values[i]!), route.url)),
    query,
    body: route.method === 'GET' || route.method === 'DELETE' ? fc.constant(undefined) : fc.oneof(jsonBody, rawBody),
    // Logging out would end the shared sessions the other runs rely on: logout is sent anonymously.
    actor: route.url === '/api/logout' ? fc.constant<Actor>('anonymous') : fc.constantFrom<Actor>('vet', 'owner', 'admin', 'anonymous'),
  });
}

describe('hostile input', () => {
  it(`answers every generated request below 500 and keeps refused writes from changing data (${TOTAL_RUNS} requests)`, { timeout: 600_000 }, async () => {
    const routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(30);
    const perRoute = Math.ceil(TOTAL_RUNS / routes.length);
    let sent = 0;
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (req) => {
          const options: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url: req.query ? `${req.path}?${req.query}` : req.path,
            ...(req.actor === 'anonymous' ? {} : withSession(world.cookies[req.actor])),
          };
          if (req.body?.kind === 'json') Object.assign(options, { payload: req.body.payload, headers: { 'content-type': 'application/json' } });
          if (req.body?.kind === 'raw') Object.assign(options, { payload: req.body.payload, headers: { 'content-type': req.body.type } });
          const writes = route.method !== 'GET';
          const before = writes ? await snapshotDb(ctx.db) : '';
          const res = await ctx.app.inject(options);
          sent++;
          expect(res.statusCode, `${route.method} ${options.url} as ${req.actor}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (writes && res.statusCode >= 400) {
            expect(await snapshotDb(ctx.db), `${route.method} ${options.url} refused (${res.statusCode}) but changed data`).toBe(before);
          }
          if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
            const body = res.json();
            expect(typeof body.message, `${route.method} ${route.url}: error body without a message`).toBe('string');
          }
        }),
        { numRuns: perRoute },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(TOTAL_RUNS);
  });
});
