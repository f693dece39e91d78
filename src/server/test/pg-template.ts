import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../db';
import { migrateToLatest } from '../db/migrate';
import { seedCatalogue } from '../db/seed/catalogue';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database every PostgreSQL test context is cloned from (createTestContext). */
    pgTemplate: string;
  }
}

/**
 * A run that is killed (Ctrl-C twice, a CI timeout) leaves its template and its files' copies behind,
 * all named vr_template_<pid>_…; those of a process that no longer runs are dropped.
 */
async function dropLeftovers(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'vr\\_template\\_%'`);
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      // EPERM: the process exists under another user.
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  };
  // Copies first: a template cannot be dropped while a database is being copied from it.
  const dead = rows.map((r) => r.datname).filter((n) => !alive(Number(/^vr_template_(\d+)_/.exec(n)?.[1])));
  for (const datname of dead.sort((a, b) => b.length - a.length)) await admin.query(`drop database if exists ${datname} with (force)`);
}

/**
 * The postgres project's global setup: one database migrated and seeded with the catalogue, once per
 * run. Each test file's context is a copy of it (CREATE DATABASE … TEMPLATE, ~50 ms) instead of a
 * schema migrated from scratch (~300 ms, a hundred times over).
 */
export default async function setup(project: TestProject) {
  const url = String(project.config.env.TEST_DATABASE_URL);
  const name = `vr_template_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await dropLeftovers(admin);
  await admin.query(`create database ${name}`);
  const handle = openDb(url.replace(/\/[^/]*$/, `/${name}`), { poolSize: 1 });
  try {
    await migrateToLatest(handle.db);
    await seedCatalogue(handle.db);
  } finally {
    // A template takes copies only while nobody is connected to it.
    await handle.close();
  }
  project.provide('pgTemplate', name);
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
