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

  it('is on in production', async () => {
    const out = await run({ NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(40), PUBLIC_URL: 'https://vetreferral.test' });
    expect(out).toContain('incoming request');
    expect(out).toContain('request completed');
  }, 60_000);
});
