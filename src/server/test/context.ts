import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions as FastifyInjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, inject as provided } from 'vitest';
import type { Role } from '@shared/constants';
import type { CurrentUser } from '@shared/contracts/auth';
import { type BuildOptions, buildApp } from '../app';
import { MovableClock } from '../clock';
import { type AppConfig, loadConfig } from '../config';
import { type Db, openDb } from '../db';
import { migrateToLatest } from '../db/migrate';
import { seedCatalogue } from '../db/seed/catalogue';
import { SESSION_COOKIE } from '../modules/auth/sessions';

/** The methods inject() takes (light-my-request's list, narrower than fastify's route methods). */
type HTTPMethods = NonNullable<FastifyInjectOptions['method']>;

/** What a test request carries besides its method and URL. */
export interface InjectOptions {
  /** The session cookie to send (a caller from registerUser or createAdmin); none for a visitor. */
  as?: string;
  /** The JSON body (objects), or the raw payload (strings, buffers). */
  body?: object | string | Buffer;
  headers?: Record<string, string>;
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  dialect: 'sqlite' | 'postgres';
  config: AppConfig;
  /** The app's clock: `ctx.clock.advance(31 * 60_000)` makes a reset link expire. */
  clock: MovableClock;
  /** One request through the app: `inject('PATCH', '/api/pricings/1', { as: cookie, body: { price_range: '$9' } })`. */
  inject(method: HTTPMethods, url: string, options?: InjectOptions): Promise<LightMyRequestResponse>;
  /** Closes the app and drops the database. Runs after the file's tests; a context made inside a
   * test (where afterAll hooks are not collected) must call it itself, e.g. onTestFinished(ctx.close). */
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database for one test file: SQLite in memory (or the file env.DATABASE_URL
 * names), or (TEST_DB=postgres) a new PostgreSQL database dropped when the file ends. The specialty catalogue is seeded; no demo data.
 */
export async function createTestContext(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '10000',
    DEMO_DATA: 'off',
    WEB_ROOT: '/nonexistent-web-root',
    ...env,
  });
  let handle;
  let dropDatabase = async () => {};
  if (process.env.TEST_DB === 'postgres') {
    // A copy of the run's migrated and seeded template (test/pg-template.ts), dropped when the file ends.
    const url = process.env.TEST_DATABASE_URL!;
    // Named after the template, so a run killed before its clean-up is known by it (test/pg-template.ts).
    const name = `${provided('pgTemplate')}_f${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${provided('pgTemplate')}`);
    await admin.end();
    handle = openDb(url.replace(/\/[^/]*$/, `/${name}`), { poolSize: 4 });
    // One query now, as the migrations did before: Kysely opens its driver on the first query, and a
    // destroy() before that does nothing (tests destroy the database to provoke errors).
    await sql`select 1`.execute(handle.db);
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    // A test that needs a real file (its size, say) names one: DATABASE_URL=sqlite:/tmp/….
    handle = openDb(env.DATABASE_URL?.startsWith('sqlite:') ? env.DATABASE_URL : 'sqlite::memory:');
    await migrateToLatest(handle.db);
    await seedCatalogue(handle.db);
  }
  const clock = new MovableClock();
  // The mail worker runs when a test says so (app.mailWorker.runOnce()), so deliveries are deterministic.
  const app = await buildApp(config, handle, { clock, mailWorker: 'manual', scheduler: 'manual', ...options });
  await app.ready();
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      await app.close();
      // A test may have destroyed the database itself (to provoke errors); the database still goes.
      await handle.close().catch(() => {});
      await dropDatabase();
    })());
  afterAll(close);
  const inject: TestContext['inject'] = async (method, url, { as, body, headers } = {}) => {
    // On PostgreSQL a test that changed users or sessions with SQL must not race the notification
    // that evicts them from the session cache (docs/decisions/127): wait until it has arrived.
    // auth/session-cache.api.test.ts sends requests without this wait.
    await app.authChanges?.sync();
    return app.inject({ method, url, ...(as ? withSession(as) : {}), ...(body === undefined ? {} : { payload: body }), ...(headers ? { headers } : {}) });
  };
  return { app, db: handle.db, dialect: handle.dialect, config, clock, inject, close };
}

let counter = 0;
/** A unique, valid email for a test user. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@test.example.ca`;

export const TEST_PASSWORD = 'Referral-Test-Pass-9';

export function sessionCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
}

/** Registers a user through the API and returns it with its session cookie. */
export async function registerUser(
  app: FastifyInstance,
  opts: { role?: Exclude<Role, 'admin'>; username?: string; password?: string; name?: string } = {},
): Promise<{ user: CurrentUser; cookie: string; password: string }> {
  const password = opts.password ?? TEST_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username: opts.username ?? uniqueEmail(opts.role ?? 'vet'), name: opts.name ?? (opts.role === 'clinic' ? 'Test Coordinator' : 'Dr. Test Vet'), password, role: opts.role ?? 'vet' },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { user: res.json(), cookie: sessionCookie(res)!, password };
}

/** Creates an admin directly (admins cannot self-register) and signs it in. */
export async function createAdmin(ctx: TestContext): Promise<{ user: CurrentUser; cookie: string }> {
  const { ensureAdmin } = await import('../modules/auth/service');
  const username = uniqueEmail('admin');
  await ensureAdmin(ctx.db, username, TEST_PASSWORD);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: TEST_PASSWORD } });
  return { user: res.json(), cookie: sessionCookie(res)! };
}

export const withSession = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
