import type { Compilable, UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { Db } from './index';

/** An UPDATE whose matched rows say whether the change still applies (a referral still at the status it was read at). */
export type Gate = UpdateQueryBuilder<any, any, any, UpdateResult>;

/** An insert built but not run: it runs with the change it belongs to. */
export type PendingWrite = Compilable & { execute(): Promise<unknown> };

/**
 * Writes a change and the rows it brings (a status change's timeline row, audit entry, notifications
 * and outbox mail) in one transaction, and the rows only if the change still applies: of two members
 * moving a referral at once, the second's update matches nothing (PostgreSQL re-checks the WHERE on
 * the row it waited for; SQLite runs one write at a time), so it answers false having written
 * nothing. A row that fails rolls the whole change back. Inside a caller's transaction it joins it.
 *
 * `writes` are built with any handle of the same database; they run on the transaction's connection.
 */
export async function gatedWrite(db: Db, gate: Gate, writes: PendingWrite[]): Promise<boolean> {
  const write = async (trx: Db) => {
    const moved = await trx.executeQuery(gate.compile());
    if (!moved.numAffectedRows) return false;
    await runWrites(trx, writes);
    return true;
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}

/** Runs built writes, in order, on `trx`'s connection: the rows a change brings when it needs no gate. */
export async function runWrites(trx: Db, writes: PendingWrite[]): Promise<void> {
  for (const w of writes) await trx.executeQuery(w.compile());
}
