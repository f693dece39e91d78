import net from 'node:net';
import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './modules/auth/sessions';
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

function multipartUpload(file: Buffer, field: string) {
  const boundary = 'matrixboundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`);
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
    await app.inject({ method: 'POST', url: '/api/register', payload: { username: 'vet.login@test.example.ca', password: TEST_PASSWORD, role: 'vet', name: 'Dr. Test Vet' } });
  });

  for (const [key, spec] of Object.entries(MATRIX)) {
    it(`${key}: ${WHO.map((who) => `${who} ${spec.expect[who]}`).join(', ')}`, async () => {
      const [method] = key.split(' ');
      for (const who of WHO) {
        const cookie = spec.freshSession ? await freshCookie(who) : who === 'anonymous' ? undefined : w.cookies[who];
        const url = await spec.url(w);
        const options: InjectOptions = { method: method as InjectOptions['method'], url, ...(cookie ? withSession(cookie) : {}) };
        if (spec.multipart) Object.assign(options, multipartUpload(png, spec.multipart));
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

/**
 * Other spellings of each route's path that the HTTP parser and router accept (issue 15, point 1):
 * percent-encoded letters, the absolute form, duplicate and trailing slashes, dot segments and case.
 * The guard decides from the route that matched, so each answers as the canonical path does, or with
 * a 4xx, and never with a 5xx. Sent over a real socket: inject would normalise some of them away.
 */
function spellings(path: string, origin: string): Record<string, string> {
  const [pathname = '', query] = path.split('?');
  const q = query ? `?${query}` : '';
  const segments = pathname.split('/');
  const last = segments.length - 1;
  const encodeLetter = (segment: string) => segment.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
  const lastStatic = segments.findLastIndex((x, i) => i > 1 && /^[a-z-]+$/.test(x));
  return {
    'encoded /api': `/ap%69${pathname.slice(4)}${q}`,
    'encoded first letter': `/%61pi${pathname.slice(4)}${q}`,
    'encoded letter in last word': lastStatic > 0 ? segments.map((x, i) => (i === lastStatic ? encodeLetter(x) : x)).join('/') + q : `${pathname}${q}`,
    'encoded slash': `/api%2F${pathname.slice(5)}${q}`,
    'absolute form': `${origin}${path}`,
    'absolute form, encoded': `${origin}/ap%69${pathname.slice(4)}${q}`,
    'leading double slash': `/${path}`,
    'inner double slash': `/api/${pathname.slice(4)}${q}`,
    'trailing slash': `${pathname}/${q}`,
    'dot segment': `/api/.${pathname.slice(4)}${q}`,
    'dot-dot segment': `/api/x/..${pathname.slice(4)}${q}`,
    'encoded dot-dot': `/api/x/%2e%2e${pathname.slice(4)}${q}`,
    'upper case': `/API${pathname.slice(4)}${q}`,
    'mixed case last word': segments.map((x, i) => (i === last && /^[a-z]/.test(x) ? x[0]!.toUpperCase() + x.slice(1) : x)).join('/') + q,
  };
}

/** One request written by hand on a socket, so the request target reaches the server exactly as given. */
function rawRequest(port: number, method: string, target: string, headers: Record<string, string>, body?: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let head = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error(`timeout: ${method} ${target}`)));
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (match) {
        resolve(Number(match[1]));
        socket.destroy();
      }
    });
    socket.on('error', reject);
    const lines = [`${method} ${target} HTTP/1.1`, `host: 127.0.0.1:${port}`, 'connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    if (body) lines.push(`content-length: ${body.length}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (body) socket.write(body);
  });
}

const SPELLINGS = Object.keys(spellings('/api/x', ''));

describe('authorization matrix, other spellings of every path', () => {
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });

  for (const [key, spec] of Object.entries(MATRIX)) {
    it(`${key}: the same answer or a 4xx, never a 5xx`, async () => {
      const [method = 'GET'] = key.split(' ');
      const problems: string[] = [];
      for (const who of WHO) {
        for (const name of SPELLINGS) {
          const cookie = spec.freshSession ? await freshCookie(who) : who === 'anonymous' ? undefined : w.cookies[who];
          // The target is built for each call: some routes consume the row they act on.
          const target = spellings(await spec.url(w), `http://127.0.0.1:${port}`)[name]!;
          const headers: Record<string, string> = cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {};
          let body: Buffer | undefined;
          if (spec.multipart) {
            const m = multipartUpload(png, spec.multipart);
            body = m.payload;
            headers['content-type'] = m.headers['content-type'];
          } else if (spec.body) {
            body = Buffer.from(JSON.stringify(await spec.body(w, who)));
            headers['content-type'] = 'application/json';
          }
          const status = await rawRequest(port, method, target, headers, body);
          const expected = spec.expect[who];
          if (status !== expected && !(status >= 400 && status < 500)) problems.push(`${who} ${name} (${target}): ${status}, canonical ${expected}`);
        }
      }
      expect(problems).toEqual([]);
      // Routes that sign in afresh for each call pay an argon2 verification per spelling and caller.
    }, 60_000);
  }
});
