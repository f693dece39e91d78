import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { expect, it, onTestFinished } from 'vitest';
import { BACKSTOP_CHECKPOINT_PAGES } from './checkpointer';
import { openDb } from './index';

// SQLite files only (PostgreSQL has its own checkpointer, and :memory: has no WAL).
it('copies committed pages into the database file from the worker, not from the commit that crosses a threshold', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-checkpoint-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'app.db');
  const { db, close } = openDb(`sqlite:${file}`);
  let closed = false;
  onTestFinished(async () => {
    if (!closed) await close();
  });

  // The request path's own checkpoint only fires far beyond what this test writes…
  const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
  expect(rows[0]!.wal_autocheckpoint).toBe(BACKSTOP_CHECKPOINT_PAGES);
  await sql`create table blobs (b blob)`.execute(db);
  await sql`insert into blobs values (randomblob(3000000))`.execute(db);
  // …so the 3 MB reach the database file only through the worker.
  const deadline = Date.now() + 5000;
  while (fs.statSync(file).size < 3_000_000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  expect(fs.statSync(file).size).toBeGreaterThan(3_000_000);

  // Closing stops the worker; the data is all there for the next opening.
  await close();
  closed = true;
  const again = openDb(`sqlite:${file}`);
  onTestFinished(again.close);
  const count = await sql<{ n: number }>`select length(b) as n from blobs`.execute(again.db);
  expect(count.rows[0]!.n).toBe(3_000_000);
});
