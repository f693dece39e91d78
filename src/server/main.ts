import fs from 'node:fs';
import { DEMO_ACCOUNTS } from '@shared/constants';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDb } from './db';
import { enableIncrementalVacuum, optimizeSearchIndexes } from './db/maintenance';
import { migrateToLatest } from './db/migrate';
import { seed } from './db/seed';
import { hashPassword } from './modules/auth/passwords';
import { deleteExpiredSessions } from './modules/auth/repository';
import { ensureAdmin } from './modules/auth/service';
import { sweepUnlinkedFiles } from './modules/files/storage';

async function main() {
  // A local .env (see .env.example) is read when present; real environment variables win.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  // The database's failures outside requests (db/index.ts) go to the app's log once the app exists.
  let reportBackgroundError = (message: string) => console.warn(message);
  const handle = openDb(config.databaseUrl, { onBackgroundError: (message) => reportBackgroundError(message) });
  // Once per SQLite database made before issue 56: deleted files then give their space back.
  const vacuumMs = await enableIncrementalVacuum(handle.db);
  if (vacuumMs !== null) console.log(`SQLite database switched to incremental auto-vacuum (one VACUUM, ${vacuumMs} ms).`);
  await migrateToLatest(handle.db);
  const report = await seed(handle.db, { demoData: config.demoData, hashPassword });
  await optimizeSearchIndexes(handle.db);
  if (config.admin) {
    const outcome = await ensureAdmin(handle.db, config.admin.email, config.admin.password);
    if (outcome === 'taken') console.warn(`ADMIN_EMAIL ${config.admin.email} belongs to a non-admin account; no admin created.`);
  }

  const app = await buildApp(config, handle);
  reportBackgroundError = (message) => app.log.warn({ message }, 'database failure outside a request');
  await app.listen({ port: config.port, host: config.host });

  const url = `http://${config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host}:${config.port}`;
  const lines = [``, `VetReferral is running at ${url}`];
  if (report.clinics > 0) lines.push(`Seeded ${report.clinics} demo hospitals.`);
  if (config.demoData) {
    lines.push('Demo accounts (DEMO_DATA is on):');
    for (const a of Object.values(DEMO_ACCOUNTS)) lines.push(`  ${a.role.padEnd(7)} ${a.username} / ${a.password}`);
  }
  lines.push(
    config.smtpUrl
      ? `Mail is sent through ${new URL(config.smtpUrl).host} as ${config.mailFrom}.`
      : `No SMTP_URL: mail (password resets, invitations, messages) stays in the outbox. Read it signed in as an admin: ${url}/dashboard/admin, tab Mail.`,
  );
  console.log(lines.join('\n') + '\n');

  const sweep = setInterval(() => {
    deleteExpiredSessions(handle.db, new Date().toISOString()).catch((err) => app.log.warn({ err }, 'session sweep failed'));
    optimizeSearchIndexes(handle.db).catch((err) => app.log.warn({ err }, 'search index merge failed'));
    // Uploads cut off mid-way (or by a crash) leave files no attachment points to.
    sweepUnlinkedFiles(handle.db, new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()).catch((err) => app.log.warn({ err }, 'file sweep failed'));
  }, 60 * 60 * 1000);
  sweep.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    // /readyz answers 503 from now; the listener closes, in-flight requests finish, the mail worker
    // hands back the mails it claimed but has not sent and timed jobs finish (or roll back) their
    // claims; then the database is released. Work that outlives the grace period is cut off.
    app.draining.on = true;
    const force = setTimeout(() => {
      app.log.error(`still busy ${config.shutdownGraceMs / 1000} s after ${signal}; exiting anyway`);
      app.server.closeAllConnections();
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    try {
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
