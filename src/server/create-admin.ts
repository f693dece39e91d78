import fs from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { z } from '@shared/zod';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { ConfigError, loadConfig } from './config';
import { openDb } from './db';
import { migrateToLatest } from './db/migrate';
import { ensureAdmin } from './modules/auth/service';

/**
 * `npm run create-admin`: asks for an email and a password (typed without echo) and creates an
 * admin in the configured database. For production hosts, where no demo admin exists.
 */
async function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig({ ...process.env, DEMO_DATA: 'off' });
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, cb) {
      if (!muted) process.stdout.write(chunk);
      cb();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  // Read lines through the iterator so piped input (both lines at once) is not lost between prompts.
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (prompt: string) => {
    process.stdout.write(prompt);
    const next = await lines.next();
    if (next.done) throw new ConfigError('Input ended before both answers were given.');
    return String(next.value);
  };
  const email = (await ask('Admin email: ')).trim();
  if (!z.email().safeParse(email).success) throw new ConfigError('That is not a valid email address.');
  muted = true;
  const password = await ask('Password: ');
  muted = false;
  process.stdout.write('\n');
  rl.close();
  if (password.length < PASSWORD_MIN_LENGTH) throw new ConfigError(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`);

  const handle = openDb(config.databaseUrl);
  await migrateToLatest(handle.db);
  const outcome = await ensureAdmin(handle.db, email, password);
  await handle.close();
  const said = { created: `Admin ${email} created.`, exists: `An admin ${email} already exists; nothing changed.`, taken: `${email} belongs to a non-admin account; nothing changed.` };
  console.log(said[outcome]);
  process.exit(outcome === 'taken' ? 1 : 0);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
