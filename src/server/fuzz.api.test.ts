import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestContext, withSession } from './test/context';
import { createClinic } from './test/factories';
import { type Case, routeCases } from './test/route-cases';
import { type World, buildWorld, snapshotDb } from './test/world';

/**
 * Hostile input against every API route: generated params, queries and bodies (wrong types, missing
 * and extra fields, huge and empty strings, unicode and control characters, LIKE wildcards and quotes,
 * __proto__/constructor keys, NaN/negative/huge ids, malformed JSON, wrong content types), sent as
 * each kind of user. Every answer must be < 500, and a refused write must change no stored data.
 */
// FUZZ_REQUESTS: fewer in the fast loop (scripts/test.mjs fast); npm test runs them all.
const TOTAL_RUNS = Number(process.env.FUZZ_REQUESTS) || (process.env.TEST_DB === 'postgres' ? 2_000 : 5_000);

// Hundreds of uploads by one vet: the per-account upload rate (60 per 10 minutes) would answer them 429.
const ctx = await createTestContext({ ATTACHMENT_UPLOADS_PER_10_MINUTES: '100000' });
const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } }).png().toBuffer();
const cases = routeCases(ctx, png);
let world: World;
beforeAll(async () => {
  // Filler hospitals take the small ids the generated paths use (-5…50), so generated admin deletes
  // hit them and not the world the valid requests are built on.
  for (let i = 0; i < 60; i++) await createClinic(ctx.db, { name: `Filler Hospital ${i}` });
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
    { arbitrary: fc.constantFrom(-1, 0, 1, 2, 99_999, 2 ** 31 - 1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1.5), weight: 3 },
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
const ACTORS: Actor[] = ['vet', 'owner', 'admin', 'anonymous'];

function actorFor(valid: Case | undefined): fc.Arbitrary<Actor> {
  const allowed = ACTORS.filter((a) => valid && valid.expect[a] < 400);
  const any = fc.constantFrom(...ACTORS);
  return allowed.length ? fc.oneof({ arbitrary: fc.constantFrom(...allowed), weight: 3 }, { arbitrary: any, weight: 1 }) : any;
}

function requestFor(route: { method: string; url: string; schema?: { body?: unknown; querystring?: unknown } }, valid: Case | undefined) {
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
  // A valid request with one field replaced: gets past validation into the rules behind it.
  // Id fields get id-shaped trouble most of the time: unknown, zero, negative, out of range.
  const idLike = fc.constantFrom(99_999, 2 ** 31 - 1, 0, -1, 2 ** 31, 1.5, '7', null);
  const mutatedBody = fc
    .oneof(bodyKeys.length ? fc.constantFrom(...bodyKeys) : hostileKey, hostileKey)
    .chain((key) =>
      (/id$/.test(key) ? fc.oneof({ arbitrary: idLike, weight: 3 }, { arbitrary: hostileValue, weight: 1 }) : hostileValue).map((value) => ({
        kind: 'mutated' as const,
        key,
        value,
      })),
    );
  return fc.record({
    path: fc.oneof(
      fc.tuple(...params.map(() => segment())).map((values) => params.reduce((url, p, i) => url.replace(`:${p}`, values[i]!), route.url)),
      fc.constant('valid'),
    ),
    query,
    body:
      route.method === 'GET' || route.method === 'DELETE'
        ? fc.constant(undefined)
        : valid?.body
          ? fc.oneof({ arbitrary: mutatedBody, weight: 3 }, { arbitrary: jsonBody, weight: 1 }, { arbitrary: rawBody, weight: 1 })
          : fc.oneof(jsonBody, rawBody),
    // Mostly callers the route lets in (their requests reach the rules), sometimes anyone. Routes
    // that end or replace the caller's session (login, register, logout) go anonymously, or they
    // would sign the shared callers out and leave every later route fuzzed as a visitor.
    actor: valid?.freshSession ? fc.constant<Actor>('anonymous') : actorFor(valid),
  });
}

describe('hostile input', () => {
  it(`answers every generated request below 500 and keeps refused writes from changing data (${TOTAL_RUNS} requests)`, { timeout: 600_000 }, async () => {
    const routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(30);
    // Writes get twice the share of reads: that is where stored data can go wrong.
    const weight = (method: string) => (method === 'GET' ? 1 : 2);
    const totalWeight = routes.reduce((sum, r) => sum + weight(r.method), 0);
    let sent = 0;
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestFor(route, cases[`${route.method} ${route.url}`]), async (req) => {
          const valid = cases[`${route.method} ${route.url}`];
          const path = req.path === 'valid' && valid ? (await valid.url(world)).split('?')[0]! : req.path.replace(/:\w+/g, '1');
          const options: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url: req.query ? `${path}?${req.query}` : path,
            ...(req.actor === 'anonymous' ? {} : withSession(world.cookies[req.actor])),
          };
          if (req.body?.kind === 'json') Object.assign(options, { payload: req.body.payload, headers: { 'content-type': 'application/json' } });
          if (req.body?.kind === 'raw') Object.assign(options, { payload: req.body.payload, headers: { 'content-type': req.body.type } });
          if (req.body?.kind === 'mutated') {
            const base = (await valid!.body!(world, req.actor)) as Record<string, unknown>;
            Object.assign(options, { payload: JSON.stringify({ ...base, [req.body.key]: req.body.value }), headers: { 'content-type': 'application/json' } });
          }
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
        { numRuns: Math.ceil((TOTAL_RUNS * weight(route.method)) / totalWeight) },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(TOTAL_RUNS);
    // The shared callers were signed in throughout, so their runs reached past the policy check.
    for (const actor of ['vet', 'owner', 'admin'] as const) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/user', ...withSession(world.cookies[actor]) });
      expect(me.statusCode, `${actor} session survived the run`).toBe(200);
    }
  });
});

/**
 * Broken multipart uploads against every multipart route (and the picture routes that take JSON data
 * URLs, which must refuse multipart): a valid upload with one or two faults from no boundary, a
 * boundary the body does not use, a body cut short, the wrong field name, an empty file, bytes that
 * are not an image, a 40 MP bomb, a file over 5 MB, a missing or broken end; with or without odd
 * boundaries, lying declared sizes and a second file. Anything broken must answer 4xx (never 5xx) and
 * change no stored data; the unbroken upload must succeed.
 */
// FUZZ_UPLOADS: fewer in the fast loop (scripts/test.mjs fast).
const MULTIPART_RUNS = Number(process.env.FUZZ_UPLOADS) || (process.env.TEST_DB === 'postgres' ? 150 : 400);

// The uploads get a database of their own: after the thousands of generated requests above, each of
// their before-and-after snapshots read every row those left (400 runs a route took 123 s on SQLite).
const uploads = await createTestContext({ ATTACHMENT_UPLOADS_PER_10_MINUTES: '100000' });
const uploadCases = routeCases(uploads, png);
let uploadWorld: World;

describe('hostile multipart uploads', () => {
  beforeAll(async () => {
    uploadWorld = await buildWorld(uploads);
  });

  it(`answers every broken upload 4xx, never 5xx, and changes no data (${MULTIPART_RUNS} requests per multipart route)`, { timeout: 600_000 }, async () => {
    const multipartRoutes = uploads.app.routeTable.filter(
      (r) => (r.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data'),
    );
    expect(multipartRoutes.length).toBeGreaterThan(0);
    const dataUrlRoutes = ['PATCH /api/user/profile', 'POST /api/staff', 'PATCH /api/staff/:id'].map((key) => {
      const [method, url] = key.split(' ') as [string, string];
      return { method, url };
    });
    const bomb = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    const badContents: Record<string, () => Buffer> = {
      empty: () => Buffer.alloc(0),
      text: () => Buffer.from('just some text, not an image'),
      svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      truncatedPng: () => png.subarray(0, 60),
      bomb: () => bomb,
      bombHeader: () => bomb.subarray(0, 2000),
      random: () => randomBytes(300),
      overFiveMb: () => Buffer.concat([png, randomBytes(5 * 1024 * 1024)]),
    };
    // Each fault breaks the upload on its own; a run applies none, one or two of them.
    const fault = fc.oneof(
      fc.constant({ kind: 'noBoundary' as const }),
      fc.constant({ kind: 'otherBoundary' as const }),
      fc.constant({ kind: 'notFormData' as const }),
      fc.double({ min: 0, max: 0.999, noNaN: true }).map((at) => ({ kind: 'cut' as const, at })),
      fc.constantFrom('image', '', 'LOGO', '__proto__', 'logo"; name="x').map((field) => ({ kind: 'field' as const, field })),
      fc.constantFrom(...Object.keys(badContents)).map((content) => ({ kind: 'content' as const, content })),
      fc.constantFrom('none', 'garbage').map((end) => ({ kind: 'end' as const, end })),
    );
    type Fault = typeof fault extends fc.Arbitrary<infer T> ? T : never;
    const upload = fc.record({
      // Odd boundaries (empty, a space, a quote, over 70 characters, non-ASCII) are used in the body too;
      // the parser may take or refuse them.
      boundary: fc.oneof(
        { arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{8,60}$/), weight: 4 },
        { arbitrary: fc.constantFrom('', ' ', '"', '-'.repeat(200), '\u00e9t\u00e9'), weight: 1 },
      ),
      quoted: fc.boolean(),
      // Declared sizes that lie (on the part, which the parser ignores, or on the request, which an
      // injected request does not wait for) are not faults of their own: a complete body still parses.
      partLength: fc.option(fc.constantFrom('99999999999', '-1', 'abc'), { nil: undefined }),
      declaredLength: fc.option(fc.constantFrom('99999999999', '0', '1'), { nil: undefined }),
      // A second file after the logo is left unread (the route takes the first file): not a fault either.
      twoFiles: fc.boolean(),
      faults: fc.uniqueArray(fault, { maxLength: 2, selector: (f) => f.kind }),
    });

    for (const route of [...multipartRoutes, ...dataUrlRoutes]) {
      const takesMultipart = multipartRoutes.some((r) => r.method === route.method && r.url === route.url);
      // The data-URL routes refuse any multipart body by its content type: fewer runs show that.
      const runs = takesMultipart ? MULTIPART_RUNS : Math.ceil(MULTIPART_RUNS / 8);
      const valid = uploadCases[`${route.method} ${route.url}`];
      expect(valid, `${route.method} ${route.url} has a route case`).toBeDefined();
      await fc.assert(
        fc.asyncProperty(upload, actorFor(valid), async (u, actor) => {
          // Every run reaches the parser: uploads counted by earlier runs do not turn it into a 429.
          await uploads.db.deleteFrom('rate_limits').where('bucket', 'like', 'image-upload-user:%').execute();
          const url = (await valid!.url(uploadWorld)).split('?')[0]!;
          const f = Object.fromEntries(u.faults.map((x) => [x.kind, x])) as { [K in Fault['kind']]?: Extract<Fault, { kind: K }> };
          const boundary = u.boundary;
          // Each multipart route names the field that carries its file (route-cases).
          const file = f.content ? badContents[f.content.content]!() : png;
          const part = Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${f.field?.field ?? valid!.multipart ?? 'logo'}"; filename="logo.png"\r\nContent-Type: image/png\r\n` +
                (u.partLength ? `Content-Length: ${u.partLength}\r\n` : '') +
                '\r\n',
            ),
            file,
            Buffer.from('\r\n'),
          ]);
          const end = f.end?.end === 'none' ? '' : f.end?.end === 'garbage' ? `--${boundary}\r\ngarbage` : `--${boundary}--\r\n`;
          let body = Buffer.concat([part, ...(u.twoFiles ? [part] : []), Buffer.from(end)]);
          // Cut short before the first file's closing delimiter, so the file is never whole.
          if (f.cut) body = body.subarray(0, Math.floor((part.length - 2) * f.cut.at));
          const param = u.quoted ? `boundary="${boundary}"` : `boundary=${boundary}`;
          const type = f.noBoundary
            ? 'multipart/form-data'
            : f.otherBoundary
              ? 'multipart/form-data; boundary=not-the-one-used'
              : f.notFormData
                ? `multipart/mixed; ${param}`
                : `multipart/form-data; ${param}`;
          const options: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url,
            payload: body,
            headers: { 'content-type': type, ...(u.declaredLength ? { 'content-length': u.declaredLength } : {}) },
            ...(actor === 'anonymous' ? {} : withSession(uploadWorld.cookies[actor])),
          };
          // Content faults are image faults: the attachment route takes any of its types, decided by content
          // (a truncated PNG or plain text is a file like another), so for it they only must not give a 5xx.
          const structural = u.faults.filter((x) => x.kind !== 'content' || valid!.multipart !== 'file');
          const wellFormed = takesMultipart && structural.length === 0;
          const before = await snapshotDb(uploads.db);
          const res = await uploads.app.inject(options);
          const where = `${route.method} ${url} as ${actor} ${JSON.stringify(u)}: ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (!wellFormed) expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
          const plain = /^[A-Za-z0-9_-]{8,60}$/.test(boundary) && !u.declaredLength && !u.twoFiles;
          if (wellFormed && plain && u.faults.length === 0 && valid!.expect[actor] < 400) expect(res.statusCode, where).toBe(valid!.expect[actor]);
          if (res.statusCode >= 400) {
            expect(await snapshotDb(uploads.db), `${where}: refused but changed data`).toBe(before);
            if (res.headers['content-type']?.toString().includes('json')) expect(typeof res.json().message, where).toBe('string');
          }
        }),
        { numRuns: runs },
      );
    }
  });
});
