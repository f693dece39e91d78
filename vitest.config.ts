import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { defineConfig } from 'vitest/config';

/**
 * Projects: `sqlite` runs every *.test.ts (`sqlite-isolated` the few that mock modules); `postgres` runs the API suites (*.api.test.ts) again
 * (a test of the process that does not depend on the database, such as request logging, is a plain *.test.ts)
 * on PostgreSQL, each test file in its own copy of a migrated template database; `web` renders the browser components (*.test.tsx
 * under src/web) in jsdom (`web-isolated` the few that mock modules). PostgreSQL is skipped only when it does not answer and REQUIRE_POSTGRES is
 * unset; with REQUIRE_POSTGRES=1 a missing server fails the run.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Files that mock modules: they need a module graph of their own. */
const ISOLATED = ['src/server/modules/auth/passwords.test.ts'];

/**
 * Tests of the process rather than of a request: they start servers through tsx, crash them, or put a
 * load on one (10–20 s each). `npm test` runs them; `npm run test:fast` (TEST_LOOP=fast) leaves them
 * out to stay a loop of a few minutes.
 */
const PROCESS_TESTS = [
  'src/server/request-logging.test.ts',
  'src/server/slow-clients.test.ts',
  'src/server/modules/mail/two-instances.api.test.ts',
  'src/server/modules/privacy/export-memory.api.test.ts',
  'src/server/modules/referrals/letter-load.test.ts',
  'src/server/modules/referrals/status-change-crash.test.ts',
  'src/server/modules/reminders/reminders-instances.api.test.ts',
];
const fastLoop = process.env.TEST_LOOP === 'fast';

/** Component tests (jsdom); the files that mock modules (vi.mock) run in 'web-isolated'. */
const WEB_ISOLATED = ['src/web/features/referrals/components/composer-schema-deferred.test.tsx', 'src/web/features/referrals/components/composer-schema-load.test.tsx'];
const web = {
  environment: 'jsdom' as const,
  setupFiles: ['src/web/lib/testing/setup.ts'],
  // Component tests type and click through Radix widgets; on a busy 2-core machine 5 s is too tight.
  testTimeout: 20_000,
};

const alias = [
  { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
  { find: '@server', replacement: fileURLToPath(new URL('./src/server', import.meta.url)) },
  { find: '@web', replacement: fileURLToPath(new URL('./src/web', import.meta.url)) },
];

export default defineConfig(async () => {
  const required = ['1', 'true'].includes(process.env.REQUIRE_POSTGRES ?? '');
  const havePg = await postgresAnswers();
  if (!havePg && required) {
    throw new Error(`REQUIRE_POSTGRES is set but PostgreSQL does not answer at ${TEST_DATABASE_URL}`);
  }
  if (!havePg) console.warn(`\n⚠ PostgreSQL does not answer at ${TEST_DATABASE_URL}: API tests run on SQLite only.\n`);

  return {
    resolve: { alias },
    test: {
      // Vitest's default is one worker fewer than the cores: one, on this 2-core machine class. API
      // tests spend much of their time waiting for PostgreSQL or the disk, so a worker per core keeps
      // both busy (VITEST_MAX_WORKERS overrides it).
      maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, os.availableParallelism()),
      projects: [
        {
          resolve: { alias },
          // One module graph per worker, not per file: importing the app again for each of 100 files
          // was 40 % of this project's time. Files share modules, so a test leaves no module state
          // behind; a file that mocks a module (vi.mock) runs in 'sqlite-isolated' instead.
          test: {
            name: 'sqlite',
            include: ['src/**/*.test.ts'],
            exclude: [...ISOLATED, ...(fastLoop ? PROCESS_TESTS : [])],
            isolate: false,
            setupFiles: ['src/test-setup.ts'],
            env: { TEST_DB: 'sqlite' },
          },
        },
        {
          resolve: { alias },
          test: { name: 'sqlite-isolated', include: ISOLATED, env: { TEST_DB: 'sqlite' } },
        },
        {
          resolve: { alias },
          test: {
            ...web,
            name: 'web',
            include: ['src/web/**/*.test.tsx'],
            exclude: WEB_ISOLATED,
            // One module graph per worker, as in 'sqlite': React, Radix and the catalogues imported
            // again for each file were two thirds of this project's time (96 s against 32 s).
            isolate: false,
          },
        },
        { resolve: { alias }, test: { ...web, name: 'web-isolated', include: WEB_ISOLATED } },
        ...(havePg
          ? [
              {
                resolve: { alias },
                test: {
                  name: 'postgres',
                  include: ['src/**/*.api.test.ts'],
                  // As in 'sqlite': importing the app again for each file was half this project's time.
                  isolate: false,
                  setupFiles: ['src/test-setup.ts'],
                  env: { TEST_DB: 'postgres', TEST_DATABASE_URL },
                  globalSetup: ['src/server/test/pg-template.ts'],
                },
              },
            ]
          : []),
      ],
    },
  };
});
