import { type Compilable, type RawBuilder, type UpdateQueryBuilder, type UpdateResult, sql } from 'kysely';
import { dialectOf } from './dialect';
import { sharedTransaction } from './group-commit';
import type { Db } from './index';
import { runHot } from './prepared';

/** An UPDATE whose matched rows say whether the change still applies (a referral still at the status it was read at). */
export type Gate = UpdateQueryBuilder<any, any, any, UpdateResult>;

/** An insert built but not run: it runs with the change it belongs to. */
export type PendingWrite = Compilable & { execute(): Promise<unknown> };

/** PostgreSQL's code for `division_by_zero`: the one error the gated statement raises on purpose. */
const GATE_CLOSED = '22012';

/**
 * Writes a change and the rows it brings (a status change's timeline row, audit entry, notifications
 * and outbox mail) all or nothing, and the rows only if the change still applies. Answers false, having
 * written nothing, when the gate's update matched no row.
 *
 * On PostgreSQL it is one statement (issue 22): the update and each insert are data-modifying CTEs, so
 * the statement is atomic without `begin` and `commit`. A status change took 14 statements, 8 of them
 * this transaction, and every statement is a socket write that wakes a backend on the other core: a
 * profile put 1.5 ms of Node's 1.86 ms a change in `writev`. The CTEs all run whatever the outer query
 * reads, so the inserts cannot be made conditional by selecting from the update; instead the outer
 * query divides by the count of rows the update matched, and a gate that matched none fails the whole
 * statement (division by zero), which stores nothing of it.
 *
 * On SQLite it is a transaction shared with the changes of the same moment (decision 124): the update,
 * and the inserts in turn only if it matched a row. In process, a statement costs microseconds.
 * Inside a caller's transaction it joins that transaction on both databases.
 *
 * `writes` are built with any handle of the same database; they run on the transaction's connection.
 */
export async function gatedWrite(db: Db, gate: Gate, writes: PendingWrite[]): Promise<boolean> {
  if (dialectOf(db) === 'postgres') {
    const ctes: RawBuilder<unknown>[] = [sql`gate as (${gate.returning(sql<number>`1`.as('one'))})`, ...writes.map((w, i) => sql`${sql.id(`w${i}`)} as (${w})`)];
    try {
      // A named statement (db/prepared.ts): planning these CTEs anew was 11-22 % of PostgreSQL's CPU
      // a status change (docs/decisions/137). Its text grows with the recipients: shaped by traffic.
      const statement = sql`with ${sql.join(ctes)} select 1 / (select count(*) from gate)::int as applied`;
      await runHot(db, { compile: () => statement.compile(db) }, 'traffic');
      return true;
    } catch (err) {
      if ((err as { code?: string }).code === GATE_CLOSED) return false;
      throw err;
    }
  }
  return sharedTransaction(db, async (trx) => {
    const moved = await trx.executeQuery(gate.compile());
    if (!moved.numAffectedRows) return false;
    for (const w of writes) await trx.executeQuery(w.compile());
    return true;
  });
}
