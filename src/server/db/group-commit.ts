import { sql } from 'kysely';
import { dialectOf } from './dialect';
import type { Db } from './index';

/**
 * Group commit for small, independent writes that a request must see durable before it answers
 * (docs/decisions/116): the access-log row of every read of a clinical record (decision 106).
 *
 * A durable commit is most of such a request's cost (0.9 of the referral detail's 1.4 ms on SQLite,
 * decision 110), and reads arrive together. So the items queued while the event loop runs the other
 * requests' work are written together, atomically, and each caller's promise settles only after that
 * write has committed: nobody is answered before their row is on disk, and N reads pay one
 * commit. While a batch is being written (PostgreSQL answers asynchronously), the next one gathers.
 *
 * If a batch fails, its items are written again one by one, so one bad item (its referral
 * purged a moment before, say) fails its own request and no other.
 */
export interface GroupCommit<T> {
  /** Resolves once the write holding `item` has committed; rejects with that item's own error. */
  write(item: T): Promise<void>;
}

interface Pending<T> {
  item: T;
  resolve: () => void;
  reject: (err: unknown) => void;
}

export function groupCommit<T>(db: Db, writeBatch: (db: Db, items: T[]) => Promise<void>): GroupCommit<T> {
  let queue: Pending<T>[] = [];
  let scheduled = false;
  let writing = false;

  const schedule = () => {
    if (scheduled || writing || queue.length === 0) return;
    scheduled = true;
    // setImmediate, not a microtask: the requests already read off the sockets in this turn of the
    // event loop get to queue their rows before the batch is cut.
    setImmediate(() => {
      scheduled = false;
      void flush();
    });
  };

  // The batch is written by one call; `writeBatch` makes it atomic (one statement, as the access log's
  // multi-row insert is, costs one round trip where a transaction around it would cost three).
  const commit = (items: T[]) => writeBatch(db, items);

  async function flush() {
    const batch = queue;
    queue = [];
    writing = true;
    try {
      await commit(batch.map((p) => p.item));
      for (const p of batch) p.resolve();
    } catch (err) {
      if (batch.length === 1) batch[0]!.reject(err);
      else {
        for (const p of batch) {
          await commit([p.item]).then(p.resolve, p.reject);
        }
      }
    } finally {
      writing = false;
      schedule();
    }
  }

  return {
    write(item) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
  };
}

// One group per database and writer: Kysely instances are long-lived (openDb), so a WeakMap keyed on
// the instance lets a repository function ask for its group without threading it through contexts.
const groups = new WeakMap<object, Map<string, GroupCommit<unknown>>>();

/**
 * The group commit named `name` on `db`. Inside a transaction there is nothing to group: the write
 * joins that transaction at once (`null` tells the caller to write directly).
 */
export function groupOf<T>(db: Db, name: string, writeBatch: (db: Db, items: T[]) => Promise<void>): GroupCommit<T> | null {
  if (db.isTransaction) return null;
  let byName = groups.get(db);
  if (!byName) groups.set(db, (byName = new Map()));
  let group = byName.get(name) as GroupCommit<T> | undefined;
  if (!group) byName.set(name, (group = groupCommit(db, writeBatch) as GroupCommit<unknown> as GroupCommit<T>));
  return group;
}

interface PendingTransaction {
  body: (trx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

const sharedQueues = new WeakMap<object, { queue: PendingTransaction[]; busy: boolean }>();

/**
 * Runs `body` in a transaction that, on SQLite, shares its durable commit with the other transactions
 * started in the same turn of the event loop (docs/decisions/124). A referral's status change is
 * five writes and one commit, and on SQLite the commit's fsync blocks the only thread: measured, the
 * commit was most of the change's time, so ten clinics moving referrals at once waited on ten fsyncs
 * in a row.
 *
 * Each body runs alone, in order, inside a savepoint of the shared transaction, so it sees the writes
 * of the bodies before it exactly as it would after their commits. A body that throws is rolled back
 * to its savepoint and rejects with its own error; the others go on. Every caller is answered only
 * after the commit that holds its writes, and if that commit fails, each of them gets the error.
 *
 * PostgreSQL commits concurrent transactions without blocking Node, so there it is a plain
 * transaction; inside a transaction it is the body itself.
 */
export function sharedTransaction<T>(db: Db, body: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return body(db);
  if (dialectOf(db) === 'postgres') return db.transaction().execute(body);
  let shared = sharedQueues.get(db);
  if (!shared) sharedQueues.set(db, (shared = { queue: [], busy: false }));
  const state = shared;
  return new Promise<T>((resolve, reject) => {
    state.queue.push({ body, resolve: resolve as (value: unknown) => void, reject });
    if (state.busy) return; // the running batch schedules the next when it is done
    state.busy = true;
    // As in groupCommit: the requests read off the sockets in this turn queue their bodies first.
    setImmediate(function next() {
      const batch = state.queue;
      state.queue = [];
      void runShared(db, batch).finally(() => {
        if (state.queue.length > 0) setImmediate(next);
        else state.busy = false;
      });
    });
  });
}

async function runShared(db: Db, batch: PendingTransaction[]) {
  // Alone, it needs no savepoint: two statements fewer, and the lone change costs what it did before.
  if (batch.length === 1) {
    const [p] = batch as [PendingTransaction];
    return db.transaction().execute(p.body).then(p.resolve, p.reject);
  }
  const written: { p: PendingTransaction; value: unknown }[] = [];
  let trx: Awaited<ReturnType<ReturnType<Db['startTransaction']>['execute']>> | undefined;
  try {
    trx = await db.startTransaction().execute();
    for (const p of batch) {
      await sql`savepoint shared_body`.execute(trx);
      try {
        written.push({ p, value: await p.body(trx) });
      } catch (err) {
        await sql`rollback to shared_body`.execute(trx);
        p.reject(err);
      }
      await sql`release shared_body`.execute(trx);
    }
    await trx.commit().execute();
  } catch (err) {
    // The transaction itself failed (its begin, a savepoint or the commit): nothing of it is stored,
    // so every caller not yet answered hears of it.
    // (A body already rejected with its own error keeps it: a promise settles once.)
    if (trx) await trx.rollback().execute().catch(() => {});
    for (const p of batch) p.reject(err);
    return;
  }
  for (const { p, value } of written) p.resolve(value);
}
