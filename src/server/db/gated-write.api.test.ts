import { type Kysely, sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestContext } from '../test/context';
import { gatedWrite } from './gated-write';

/**
 * A status change's write: the update and the rows it brings land together or not at all, and the
 * rows only if the update still applied.
 */
const ctx = await createTestContext();
// The probe tables are not in the app's schema.
const db = ctx.db as unknown as Kysely<any>;

await sql`create table gate_probe (id integer primary key, status varchar(20) not null)`.execute(db);
await sql`create table gate_probe_rows (v varchar(20) primary key, n integer not null)`.execute(db);

const probe = async () => (await db.selectFrom('gate_probe').select('status').where('id', '=', 1).executeTakeFirstOrThrow()).status as string;
const rows = async () => (await db.selectFrom('gate_probe_rows').select(['v', 'n']).orderBy('v').execute()).map((r) => `${r.v}:${Number(r.n)}`);
const move = (from: string, to: string) => db.updateTable('gate_probe').set({ status: to }).where('id', '=', 1).where('status', '=', from);
const add = (v: string, n = 1) => db.insertInto('gate_probe_rows').values({ v, n });

beforeEach(async () => {
  await sql`delete from gate_probe_rows`.execute(db);
  await sql`delete from gate_probe`.execute(db);
  await db.insertInto('gate_probe').values({ id: 1, status: 'received' }).execute();
});

describe('gatedWrite', () => {
  it('writes the update and every row when the update applies, each insert with its own values', async () => {
    expect(await gatedWrite(ctx.db, move('received', 'accepted'), [add('event', 2), add('audit', 3), db.insertInto('gate_probe_rows').values([{ v: 'mail-a', n: 4 }, { v: 'mail-b', n: 5 }])])).toBe(true);
    expect(await probe()).toBe('accepted');
    expect(await rows()).toEqual(['audit:3', 'event:2', 'mail-a:4', 'mail-b:5']);
  });

  it('writes nothing and answers false when the update no longer applies (the status moved on)', async () => {
    await db.insertInto('gate_probe_rows').values({ v: 'before', n: 1 }).execute();
    expect(await gatedWrite(ctx.db, move('submitted', 'accepted'), [add('event'), add('audit')])).toBe(false);
    expect(await probe()).toBe('received');
    expect(await rows()).toEqual(['before:1']);
    // The handle is usable afterwards.
    expect(await gatedWrite(ctx.db, move('received', 'declined'), [add('event')])).toBe(true);
    expect(await rows()).toEqual(['before:1', 'event:1']);
  });

  it('keeps nothing of the change when one of its rows fails, and throws that error', async () => {
    await expect(gatedWrite(ctx.db, move('received', 'accepted'), [add('event'), add('twice'), add('twice')])).rejects.toThrow();
    expect(await probe()).toBe('received');
    expect(await rows()).toEqual([]);
  });

  it('of two changes from the same status at once, applies one and leaves no trace of the other', async () => {
    const results = await Promise.all([gatedWrite(ctx.db, move('received', 'accepted'), [add('accepted')]), gatedWrite(ctx.db, move('received', 'declined'), [add('declined')])]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = results[0] ? 'accepted' : 'declined';
    expect(await probe()).toBe(winner);
    expect(await rows()).toEqual([`${winner}:1`]);
  });

  it('inside a caller’s transaction, joins it: rolled back with it', async () => {
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        expect(await gatedWrite(trx, move('received', 'accepted'), [add('event')])).toBe(true);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await probe()).toBe('received');
    expect(await rows()).toEqual([]);
  });
});
