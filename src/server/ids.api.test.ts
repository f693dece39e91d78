import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, withSession } from './test/context';
import { type Case, type Who, routeCases } from './test/route-cases';
import { type World, buildWorld, snapshotDb } from './test/world';

/**
 * Ids are canonical decimal digits (security issue point 8): `0x10`, `1e3`, `+1`, `true`, `01`, ` 1`
 * and `1.0` once resolved to real rows through a loose number coercion. Every id in a path, a query
 * or a JSON body is sent each of them by a caller the route's policy lets in, and must get a 400 with
 * the id message (never a 404, a 2xx or a 5xx) that changes no stored data.
 */
const ctx = await createTestContext();
const { app, db } = ctx;
const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } }).png().toBuffer();
const CASES: Record<string, Case> = routeCases(ctx, png);
let w: World;

beforeAll(async () => {
  w = await buildWorld(ctx);
});

const LOOSE_IDS = ['0x10', '1e3', '+1', 'true', '01', ' 1', '1.0'];
/** In a JSON body numbers stay numbers, but only whole ones; booleans and loose strings are refused. */
const LOOSE_BODY_IDS: unknown[] = [...LOOSE_IDS, 1.5, 1.000001, true, -1, 0, 2 ** 31];
const ID_MESSAGE = 'Must be a positive whole number';
// Mailed-link tokens are the one path parameter that is not an id; team.api.test.ts tests them.
const isIdName = (name: string) => name === 'id' || name === 'ids' || /Id$|_id$/.test(name);
const NOT_IDS = new Set(['token']);

/** Callers in the order tried: the first whom the route's policy lets through is the one used. */
const CALLERS: Who[] = ['owner', 'admin', 'vet', 'otherClinic', 'anonymous'];
const callerOf = (c: Case): Who => CALLERS.find((who) => c.expect[who] < 400) ?? 'anonymous';
const session = (who: Who) => (who === 'anonymous' ? {} : withSession(w.cookies[who]));

function multipartUpload(field: string) {
  const boundary = 'idsboundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`);
  return { payload: Buffer.concat([head, png, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const keysOf = (schema: unknown): string[] => {
  const s = schema as { shape?: Record<string, unknown>; def?: { in?: unknown; schema?: unknown } } | undefined;
  if (s?.shape) return Object.keys(s.shape);
  const inner = s?.def?.in ?? s?.def?.schema;
  return inner ? keysOf(inner) : [];
};

const apiRoutes = () => app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));

/** Sends a request that is valid but for one id, and checks the answer and that nothing changed. */
async function expectRefused(label: string, options: InjectOptions, write: boolean) {
  const before = write ? await snapshotDb(db) : '';
  const res = await app.inject(options);
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(400);
  expect(res.json().message, label).toContain(ID_MESSAGE);
  if (write) expect(await snapshotDb(db), `${label} was refused but changed data`).toBe(before);
}

describe('ids are canonical decimal digits', () => {
  it('every path parameter of the API is an id, validated by the route schema', () => {
    const params = apiRoutes().flatMap((r) => [...r.url.matchAll(/:(\w+)/g)].map((m) => ({ route: `${r.method} ${r.url}`, name: m[1]!, keys: keysOf(r.schema?.params) })));
    expect(params.length).toBeGreaterThan(20);
    // A parameter that is not an id needs its own test; none exists today.
    expect(params.filter((p) => !isIdName(p.name) && !NOT_IDS.has(p.name)).map((p) => `${p.route} :${p.name}`)).toEqual([]);
    expect(params.filter((p) => !p.keys.includes(p.name)).map((p) => `${p.route} :${p.name}`)).toEqual([]);
  });

  for (const route of apiRoutes().filter((r) => /:\w+/.test(r.url) && ![...r.url.matchAll(/:(\w+)/g)].every((m) => NOT_IDS.has(m[1]!)))) {
    const key = `${route.method} ${route.url}`;
    const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!).filter(isIdName);
    it(`${key}: ${LOOSE_IDS.map((v) => JSON.stringify(v)).join(', ')} in each id of the path get 400`, async () => {
      const c = CASES[key];
      if (!c) throw new Error(`No valid request for ${key} in route-cases`);
      const who = callerOf(c);
      // The valid URL's own ids, read back through the route pattern.
      const validUrl = (await c.url(w)).split('?')[0]!;
      const pattern = new RegExp(`^${route.url.replace(/:\w+/g, '([^/]+)')}$`);
      const values = validUrl.match(pattern)?.slice(1);
      expect(values, `${validUrl} matches ${route.url}`).toBeDefined();
      const body = c.body ? await c.body(w, who) : undefined;
      for (const name of names) {
        for (const loose of LOOSE_IDS) {
          let i = 0;
          const url = route.url.replace(/:(\w+)/g, (_m, p: string) => {
            const valid = values![i++]!;
            return p === name ? encodeURIComponent(loose) : valid;
          });
          const options: InjectOptions = { method: route.method as InjectOptions['method'], url, ...session(who) };
          if (c.multipart) Object.assign(options, multipartUpload(c.multipart));
          else if (body !== undefined) options.payload = body as InjectOptions['payload'];
          await expectRefused(`${key} as ${who} with :${name} = ${JSON.stringify(loose)} (${url})`, options, route.method !== 'GET');
        }
      }
    });
  }

  for (const route of apiRoutes()) {
    const key = `${route.method} ${route.url}`;
    const bodyIds = keysOf(route.schema?.body).filter(isIdName);
    const queryIds = keysOf(route.schema?.querystring).filter(isIdName);
    if (bodyIds.length === 0 && queryIds.length === 0) continue;
    it(`${key}: loose ids in ${[...bodyIds, ...queryIds].join(', ')} get 400`, async () => {
      const c = CASES[key];
      if (!c) throw new Error(`No valid request for ${key} in route-cases`);
      const who = callerOf(c);
      const validUrl = await c.url(w);
      const base = ((c.body ? await c.body(w, who) : {}) ?? {}) as Record<string, unknown>;
      for (const field of bodyIds) {
        for (const loose of LOOSE_BODY_IDS) {
          // An id list carries the loose id among real ones.
          const value = Array.isArray(base[field]) ? [...(base[field] as unknown[]), loose] : loose;
          const options: InjectOptions = { method: route.method as InjectOptions['method'], url: validUrl, payload: { ...base, [field]: value }, ...session(who) };
          await expectRefused(`${key} as ${who} with body ${field} = ${JSON.stringify(value)}`, options, true);
        }
      }
      for (const field of queryIds) {
        for (const loose of LOOSE_IDS) {
          const url = `${validUrl}${validUrl.includes('?') ? '&' : '?'}${field}=${encodeURIComponent(loose)}`;
          await expectRefused(`${key} as ${who} with query ${field} = ${JSON.stringify(loose)}`, { method: route.method as InjectOptions['method'], url, ...session(who) }, route.method !== 'GET');
        }
      }
    });
  }
});
