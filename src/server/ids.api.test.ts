import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from '@shared/zod';
import { ID_DIGITS, ID_MAX } from '@shared/ids';
import { createTestContext, withSession } from './test/context';
import { type Case, type Who, routeCases } from './test/route-cases';
import { type World, buildWorld, snapshotDb } from './test/world';

/**
 * Ids are canonical decimal digits (security issue point 8): `0x10`, `1e3`, `+1`, `true`, `01`, ` 1`
 * and `1.0` once resolved to real rows through a loose number coercion, and ids past 2,147,483,647 in
 * `attachment_ids` and `?before=` made PostgreSQL answer 500 (issue 56, point 7). Every id in a path, a
 * query or a JSON body (nested, in lists and in union branches, found in the route table's schemas) is
 * sent each of them by a caller the route's policy lets in, and must get a 400 with the id message
 * (never a 404, a 2xx or a 5xx) that changes no stored data.
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
/** In a JSON body numbers stay numbers, but only whole ones up to ID_MAX; booleans and loose strings are refused. */
const LOOSE_BODY_IDS: unknown[] = [...LOOSE_IDS, 1.5, 1.000001, true, -1, 0, ID_MAX + 1, 2 ** 53 - 1, String(ID_MAX + 1), '99999999999'];
/** Past ID_MAX, PostgreSQL refused the value for an int column: a 500 (security issue 56, point 7). */
const LOOSE_QUERY_IDS = [...LOOSE_IDS, '0', '-1', String(ID_MAX + 1), '9007199254740993', '99999999999'];
const ID_MESSAGE = 'Must be a positive whole number';
// Mailed-link tokens are the one path parameter that is not an id; team.api.test.ts tests them.
const isIdName = (name: string) => name === 'id' || name === 'ids' || /Id$|_id$|Ids$|_ids$/.test(name);
const NOT_IDS = new Set(['token']);
/** Cursors that are an id: the page's last row (`?before=` of the notifications). */
const ID_CURSORS = new Set(['before', 'after', 'since_id']);
const isIdField = (name: string) => isIdName(name) || ID_CURSORS.has(name);
/** Whole numbers of bodies and queries that are counts or measures, not ids. */
const NOT_ID_NUMBERS = new Set(['display_order', 'people_count', 'radius_km', 'acknowledge_business_hours', 'decide_business_days']);
/** Filters that take an id or a word (`assignee`: me, none or a user id, issue 59): their id is idParam, checked below. */
const ID_OR_WORD = new Set(['assignee']);

type Json = { type?: string; anyOf?: Json[]; properties?: Record<string, Json>; items?: Json; minimum?: number; maximum?: number; pattern?: string };
interface Field {
  /** The dotted way to it; '*' stands for any element of a list. */
  path: string[];
  schema: Json;
  /** Its value is a list. */
  list: boolean;
  /** It belongs to one branch of a union body (`{ ids }` or `{ all }`). */
  branch: boolean;
}

/** The options of a schema that may be null or a union: itself, or each of its anyOf. */
const options = (s: Json): Json[] => (s.anyOf ? s.anyOf.flatMap(options) : [s]);
/** Every field of a JSON schema: nested groups, union branches and list elements included. */
function fieldsOf(schema: Json | undefined, path: string[] = [], branch = false): Field[] {
  if (!schema) return [];
  const out: Field[] = [];
  if (schema.anyOf) for (const o of schema.anyOf) out.push(...fieldsOf(o, path, branch || path.length === 0));
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const at = [...path, name];
    const list = options(field).some((o) => o.type === 'array');
    out.push({ path: at, schema: field, list, branch }, ...fieldsOf(field, at, branch));
  }
  if (schema.items) out.push(...fieldsOf(schema.items, [...path, '*'], branch));
  return out;
}

const inputFields = (route: { schema?: { body?: unknown; querystring?: unknown } }) =>
  (['body', 'querystring'] as const).flatMap((part) => {
    const schema = route.schema?.[part];
    if (!schema) return [];
    const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Json;
    return fieldsOf(json).map((field) => ({ part: part === 'body' ? 'body' : 'query', field }));
  });

/** idParam's shape: a whole number from 1 to ID_MAX, or canonical digits (nullable, or a list of them). */
function isIdShaped(s: Json): boolean {
  const opts = options(s).filter((o) => o.type !== 'null');
  if (opts.length === 1 && opts[0]!.type === 'array') return !!opts[0]!.items && isIdShaped(opts[0]!.items);
  const number = opts.find((o) => o.type === 'integer');
  const digits = opts.find((o) => o.type === 'string');
  return opts.length === 2 && number?.minimum === 1 && number.maximum === ID_MAX && digits?.pattern === ID_DIGITS.source;
}
const hasInteger = (s: Json): boolean => options(s).some((o) => o.type === 'integer' || (o.type === 'array' && !!o.items && hasInteger(o.items)));

const valueAt = (obj: Record<string, unknown>, path: string[]): unknown =>
  path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), obj);
function setAt(obj: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) return { ...obj, [head]: value };
  return { ...obj, [head]: setAt((obj[head] as Record<string, unknown> | undefined) ?? {}, rest, value) };
}

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

  it('every id in a body or a query is an id by the one rule, and every other whole number is a named count', () => {
    const wrong: string[] = [];
    const unnamed: string[] = [];
    for (const route of apiRoutes()) {
      for (const { part, field } of inputFields(route)) {
        const where = `${route.method} ${route.url} ${part}.${field.path.join('.')}`;
        const name = field.path.at(-1)!;
        if (isIdField(name) && !isIdShaped(field.schema)) wrong.push(where);
        if (ID_OR_WORD.has(name)) {
          if (!isIdShaped({ anyOf: options(field.schema).filter((o) => o.type === 'integer' || o.pattern !== undefined) })) wrong.push(where);
          continue;
        }
        if (!isIdField(name) && hasInteger(field.schema) && !NOT_ID_NUMBERS.has(name)) unnamed.push(where);
      }
    }
    // An id must be idParam (canonical digits up to ID_MAX): `z.number().int().positive()` let 2^31 reach PostgreSQL.
    expect(wrong).toEqual([]);
    // A new whole number is either an id (name it so, build it on idParam) or a count added to NOT_ID_NUMBERS.
    expect(unnamed).toEqual([]);
  });

  for (const route of apiRoutes()) {
    const key = `${route.method} ${route.url}`;
    const fields = inputFields(route).filter(({ field }) => isIdField(field.path.at(-1)!) && !field.path.includes('*'));
    if (fields.length === 0) continue;
    it(`${key}: loose and out-of-range ids in ${fields.map(({ part, field }) => `${part}.${field.path.join('.')}`).join(', ')} get 400`, async () => {
      const c = CASES[key];
      if (!c) throw new Error(`No valid request for ${key} in route-cases`);
      const who = callerOf(c);
      const validUrl = await c.url(w);
      const base = ((c.body ? await c.body(w, who) : {}) ?? {}) as Record<string, unknown>;
      for (const { part, field } of fields) {
        if (part === 'body') {
          for (const loose of LOOSE_BODY_IDS) {
            const current = valueAt(base, field.path);
            // An id list carries the loose id among real ones.
            const value = field.list ? [...((current as unknown[] | undefined) ?? []), loose] : loose;
            // A field of one branch of a union is sent alone, so the other branch cannot take the body.
            const payload = setAt(current === undefined && field.branch ? {} : base, field.path, value);
            const options: InjectOptions = { method: route.method as InjectOptions['method'], url: validUrl, payload, ...session(who) };
            await expectRefused(`${key} as ${who} with body ${field.path.join('.')} = ${JSON.stringify(value)}`, options, true);
          }
        } else {
          for (const loose of LOOSE_QUERY_IDS) {
            const url = `${validUrl}${validUrl.includes('?') ? '&' : '?'}${field.path[0]}=${encodeURIComponent(loose)}`;
            await expectRefused(`${key} as ${who} with query ${field.path[0]} = ${JSON.stringify(loose)}`, { method: route.method as InjectOptions['method'], url, ...session(who) }, route.method !== 'GET');
          }
        }
      }
    });
  }

  it('a referral list cursor carrying an id past ID_MAX or an impossible moment gets 400, never a 500', async () => {
    const cursor = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
    for (const [box, as, values] of [
      ['sent', 'vet', ['s', '2026-12-01T10:00:00.000Z', ID_MAX + 1]],
      ['sent', 'vet', ['s', '2026-12-01T10:00:00.000Z', 2 ** 53 - 1]],
      ['sent', 'vet', ['s', '2026-02-30T10:00:00.000Z', 5]],
      ['received', 'owner', ['i', 0, 1, '2026-12-01T10:00:00.000Z', ID_MAX + 1]],
      ['received', 'owner', ['i', 0, 1, '2026-13-45T99:99:00.000Z', 5]],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: `/api/referrals?box=${box}&cursor=${cursor([...values])}`, ...session(as) });
      expect(res.statusCode, `${box} ${JSON.stringify(values)}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('REFERRAL_CURSOR_INVALID');
    }
  });
});
