import { sql } from 'kysely';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../test/context';
import { sharedTransaction } from './group-commit';

const ctx = await createTestContext();
const { db } = ctx;

await sql`create table shared_probe (v varchar(20) primary key)`.execute(db);
// Checked at commit, so a test can make a commit fail.
await sql`create table shared_probe_child (v varchar(20) references shared_probe (v) deferrable initially deferred)`.execute(db);

const stored = async () => (await db.selectFrom('shared_probe' as never).select(sql<string>`v`.as('v')).orderBy(sql`v`).execute()).map((r) => r.v);
const insert = (trx: typeof db, table: 'shared_probe' | 'shared_probe_child', v: string) =>
  sql`insert into ${sql.table(table)} (v) values (${v})`.execute(trx);

beforeEach(async () => {
  await sql`delete from shared_probe_child`.execute(db);
  await sql`delete from shared_probe`.execute(db);
});

describe('sharedTransaction', () => {
  it('runs transactions started together in order; one that fails leaves none of its writes and the others land', async () => {
    const results = await Promise.allSettled(
      ['a', 'b', 'c', 'd'].map((v) =>
        sharedTransaction(db, async (trx) => {
          await insert(trx, 'shared_probe', v);
          // 'c' writes its row, then fails on writing it again: its first row must go with it.
          if (v === 'c') await insert(trx, 'shared_probe', 'c');
          // Each body sees the rows of the bodies before it, as after their commits.
          return (await trx.selectFrom('shared_probe' as never).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n;
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(results.filter((r) => r.status === 'fulfilled').map((r) => Number(r.value))).toEqual(
      // PostgreSQL runs them as concurrent transactions: each sees only its own row until the others commit.
      ctx.dialect === 'sqlite' ? [1, 2, 3] : [expect.any(Number), expect.any(Number), expect.any(Number)],
    );
    expect(await stored()).toEqual(['a', 'b', 'd']);
  });

  it.skipIf(ctx.dialect !== 'sqlite')('on SQLite, transactions started in the same turn share one transaction and one commit', async () => {
    const started = vi.spyOn(db, 'startTransaction');
    try {
      await Promise.all(['a', 'b', 'c'].map((v) => sharedTransaction(db, (trx) => insert(trx, 'shared_probe', v))));
      expect(started).toHaveBeenCalledTimes(1);
      // A later one alone gets a plain transaction of its own.
      const plain = vi.spyOn(db, 'transaction');
      try {
        await sharedTransaction(db, (trx) => insert(trx, 'shared_probe', 'd'));
        expect(plain).toHaveBeenCalledTimes(1);
        expect(started).toHaveBeenCalledTimes(1);
      } finally {
        plain.mockRestore();
      }
    } finally {
      started.mockRestore();
    }
    expect(await stored()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('answers a caller only with what was committed: when the commit fails, nothing of it is stored', async () => {
    const results = await Promise.allSettled([
      sharedTransaction(db, (trx) => insert(trx, 'shared_probe', 'a')),
      // Violates its foreign key, which is checked at commit.
      sharedTransaction(db, (trx) => insert(trx, 'shared_probe_child', 'nobody')),
    ]);
    expect(results[1]!.status).toBe('rejected');
    if (ctx.dialect === 'sqlite') {
      // One commit for both: the caller whose write was fine is told it failed, and it is not stored.
      expect(results[0]!.status).toBe('rejected');
      expect(await stored()).toEqual([]);
    } else {
      expect(results[0]!.status).toBe('fulfilled');
      expect(await stored()).toEqual(['a']);
    }
    // The database is usable afterwards.
    await sharedTransaction(db, (trx) => insert(trx, 'shared_probe', 'b'));
    expect(await stored()).toEqual(ctx.dialect === 'sqlite' ? ['b'] : ['a', 'b']);
  });

  it('inside a transaction, is that transaction', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await sharedTransaction(trx, (inner) => insert(inner, 'shared_probe', 'a'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await stored()).toEqual([]);
  });
});
