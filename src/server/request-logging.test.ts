import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, processDatabase, startServer } from './test/processes';

/**
 * Issue 21: `npm start` (development) keeps the terminal readable, so its banner and demo accounts stay
 * in sight; production logs one line per request for operators.
 */
let server: ServerProcess | undefined;
let drop = async () => {};
afterEach(async () => {
  await server?.stop();
  await drop();
});

const run = async (env: Record<string, string>) => {
  const database = await processDatabase();
  drop = database.drop;
  server = await startServer({ DATABASE_URL: database.url, LOG_LEVEL: 'info', ...env });
  expect((await fetch(`${server.base}/api/meta`)).status).toBe(200);
  expect((await fetch(`${server.base}/api/no-such-thing`)).status).toBe(404);
  await new Promise((r) => setTimeout(r, 300));
  return server.output();
};

describe('request logging', () => {
  it('is off in development: the banner is the last thing printed', async () => {
    const out = await run({ NODE_ENV: 'development' });
    expect(out).toContain('VetReferral is running at');
    expect(out).not.toContain('incoming request');
    expect(out).not.toContain('request completed');
  }, 60_000);

  it('is one JSON line per request in production, with the request id the client got back', async () => {
    const out = await run({ NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(40), PUBLIC_URL: 'https://vetreferral.test' });
    const res = await fetch(`${server!.base}/api/meta`);
    await new Promise((r) => setTimeout(r, 300));
    const lines = server!.output().split('\n').filter((l) => l.includes('"request completed"')).map((l) => JSON.parse(l));
    expect(out).not.toContain('incoming request');
    expect(lines).toHaveLength(3);
    const last = lines[2];
    expect(last).toMatchObject({ reqId: res.headers.get('x-request-id'), method: 'GET', route: '/api/meta', status: 200 });
    expect(typeof last.ms).toBe('number');
    expect(lines[1]).toMatchObject({ route: 'unmatched', status: 404 });
  }, 60_000);
});

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new connections and exits 0', async () => {
    const database = await processDatabase();
    drop = database.drop;
    server = await startServer({ DATABASE_URL: database.url });
    const { port } = new URL(server.base);
    // A login whose body arrives slowly: in flight when the signal comes.
    const answer = new Promise<number>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/api/login', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': 64 } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.write('{"username":"nobody@test.example.ca",');
      setTimeout(() => req.end('"password":"wrong-pass-1"}'.padEnd(64 - 37, ' ')), 1500);
    });
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<number | null>((resolve) => server!.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    await expect(fetch(`${server.base}/healthz`)).rejects.toThrow();
    expect(await answer).toBe(401);
    expect(await exited).toBe(0);
  }, 60_000);
});
