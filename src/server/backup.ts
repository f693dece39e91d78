import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * Online backups and restores (issue 24). Attachments, images and avatars are rows in the database
 * (files/file_chunks, images: docs/decisions/085), so one consistent copy of the database holds them
 * too. SQLite: the online backup API (better-sqlite3 `backup()`), a consistent page copy taken while
 * the app writes. PostgreSQL: `pg_dump` (one repeatable-read snapshot) in its custom format.
 */

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  /** Older backups removed to keep the last `keep`. */
  removed: string[];
}

const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url);
const PREFIX = 'vetreferral-';
const BACKUP_FILE = /^vetreferral-\d{8}T\d{6}Z\.(sqlite|pgdump)$/;

/** pg_dump and pg_restore get the connection through PG* variables, so no password shows in `ps`. */
function pgEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  return {
    ...process.env,
    PGHOST: decodeURIComponent(u.hostname) || 'localhost',
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username) || process.env.PGUSER || 'postgres',
    ...(u.password ? { PGPASSWORD: decodeURIComponent(u.password) } : {}),
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
    ...(u.searchParams.get('sslmode') ? { PGSSLMODE: u.searchParams.get('sslmode')! } : {}),
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', (e) => reject(new Error(`${command} could not run (${e.message}); install the PostgreSQL client tools of the server's major version`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${err.trim()}`))));
  });
}

const sqliteFile = (url: string) => url.replace(/^sqlite:/, '');
const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/** Writes a dated backup of `databaseUrl` into `dir` and keeps the newest `keep` backups there. */
export async function backup(databaseUrl: string, dir: string, keep: number, now = new Date()): Promise<BackupResult> {
  const started = Date.now();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${PREFIX}${stamp(now)}.${isPostgres(databaseUrl) ? 'pgdump' : 'sqlite'}`);
  // Written under a temporary name first: a half-written backup never looks like a complete one.
  const partial = `${file}.partial`;
  try {
    if (isPostgres(databaseUrl)) {
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`], pgEnv(databaseUrl));
    } else {
      const source = sqliteFile(databaseUrl);
      if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
      const db = new SQLite(source, { readonly: true, fileMustExist: true });
      try {
        // All pages in one step, inside one read snapshot: copied a hundred pages at a time, SQLite
        // restarts the copy whenever the app writes, and a busy app never lets it finish.
        await db.backup(partial, { progress: () => 0x7fffffff });
      } finally {
        db.close();
      }
    }
    fs.renameSync(partial, file);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  const backups = fs.readdirSync(dir).filter((f) => BACKUP_FILE.test(f)).sort();
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const f of removed) fs.rmSync(path.join(dir, f));
  return { file, bytes: fs.statSync(file).size, ms: Date.now() - started, removed };
}

/**
 * Restores a backup into `databaseUrl`, which must be empty: a SQLite file that does not exist yet (or
 * holds no tables), or a PostgreSQL database (schema) with no tables. Refusing otherwise keeps a
 * mistyped URL from merging a backup into a live database.
 */
export async function restore(databaseUrl: string, file: string): Promise<{ ms: number }> {
  const started = Date.now();
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}`);
  if (isPostgres(databaseUrl)) {
    if (!file.endsWith('.pgdump')) throw new Error('A PostgreSQL database restores from a .pgdump backup');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema = current_schema()`);
      if (rows[0]!.n > 0) throw new Error('The target database is not empty; restore only into an empty database');
    } finally {
      await client.end();
    }
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${pgEnv(databaseUrl).PGDATABASE}`, file], pgEnv(databaseUrl));
  } else {
    if (!file.endsWith('.sqlite')) throw new Error('A SQLite database restores from a .sqlite backup');
    const target = sqliteFile(databaseUrl);
    if (fs.existsSync(target)) {
      const db = new SQLite(target, { readonly: true });
      const n = (db.prepare(`select count(*) as n from sqlite_master where type = 'table'`).get() as { n: number }).n;
      db.close();
      if (n > 0) throw new Error('The target database is not empty; restore only into an empty database');
    }
    fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
    // The backup is itself a database: copy it in through the backup API (which also checks it is one).
    const source = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      const ok = source.pragma('integrity_check', { simple: true });
      if (ok !== 'ok') throw new Error(`The backup fails SQLite's integrity check: ${String(ok)}`);
      await source.backup(target, { progress: () => 0x7fffffff });
    } finally {
      source.close();
    }
  }
  return { ms: Date.now() - started };
}
