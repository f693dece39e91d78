import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** Helpers for tests that run the real server as separate processes (several instances, kill -9). */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts src/server/main.ts (through tsx) and resolves once it listens. */
/**
 * Resolves once the server in `child` prints its banner, with a reader of everything it printed so far
 * and later; rejects with that output when it exits first or takes longer than `timeoutMs`.
 */
export async function untilRunning(child: ChildProcess, name: string, timeoutMs: number): Promise<() => string> {
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), timeoutMs);
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return () => output;
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DEMO_DATA: 'off', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = await untilRunning(child, 'server', 30_000);
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    output,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/** A throwaway PostgreSQL database for process tests (main.ts takes only a URL, so no schema trick). */
export async function createPgDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vr_proc_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: baseUrl.replace(/\/[^/]*$/, `/${name}`),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * One database for several server processes: a fresh PostgreSQL database in the postgres run, else a
 * SQLite file in a temporary folder. `drop` removes it.
 */
export async function processDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') return createPgDatabase(process.env.TEST_DATABASE_URL!);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-proc-'));
  return { url: `sqlite:${path.join(dir, 'shared.db')}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Pulls the session cookie out of a fetch response. */
export const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
