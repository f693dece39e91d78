import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium';

/**
 * e2e against the built app (npm run build first) on a fresh SQLite database with demo data, in
 * Debian's Chromium. Nothing here downloads a browser.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DB_FILE = path.join(os.tmpdir(), `vetreferral-e2e-${PORT}.db`);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A guard against hangs, not a speed check: CI's loaded 2-core machine took 24–34 s for the longer
  // multi-session tests, and one hit the earlier 30 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -f ${DB_FILE} ${DB_FILE}-wal ${DB_FILE}-shm && node dist/server/main.js`,
    url: `http://localhost:${PORT}/api/meta`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${DB_FILE}`,
      DEMO_DATA: 'on',
      AUTH_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Read at run time by the Privacy page and the forms that collect personal information (issue 23).
      PRIVACY_OFFICER_NAME: 'Camille Bouchard',
      PRIVACY_OFFICER_EMAIL: 'privacy@vetreferral.ca',
      DATA_LOCATION: 'Canada (Montréal)',
    },
  },
});
