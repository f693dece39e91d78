import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect';
import { BACKSTOP_CHECKPOINT_PAGES, startCheckpointer } from './checkpointer';
import { type ListenerEvents, type ListenerOptions, type NotificationListener, listenForNotifications } from './notification-listener';
import { statementName } from './prepared';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
  /** PostgreSQL only: a dedicated connection that LISTENs on a channel (db/notification-listener.ts). */
  listen?: (channel: string, events: ListenerEvents, options?: Omit<ListenerOptions, 'searchPath'>) => NotificationListener;
}

export interface DbOptions {
  /** PostgreSQL only: schema to use (tests isolate each file in its own). */
  searchPath?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** SQLite file only: where the checkpoint worker's failures go (default: a process warning). */
  onCheckpointError?: (message: string) => void;
}

/**
 * Opens the database named by a DATABASE_URL: `sqlite:<file>` (`sqlite::memory:` too) or `postgres://…`.
 */
export function openDb(url: string, options: DbOptions = {}): DbHandle {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: { connect: async () => withStatementNames(await pool.connect()), end: () => pool.end() } }),
    });
    return {
      db,
      dialect: 'postgres',
      close: () => db.destroy(),
      listen: (channel, events, o) => listenForNotifications(url, channel, events, { ...o, searchPath: options.searchPath }),
    };
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // Deleted files give their pages back to the file system (db/maintenance.ts, reclaimFreePages). A new
  // database takes the setting here, before its first table; an older one is switched by one VACUUM
  // at start-up (enableIncrementalVacuum in main.ts).
  if (sqlite.pragma('page_count', { simple: true }) === 0) sqlite.pragma('auto_vacuum = INCREMENTAL');
  // WAL for concurrent readers, FULL sync so an acknowledged write survives a power cut.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  if (file === ':memory:') return { db, dialect: 'sqlite', close: () => db.destroy() };
  // Checkpoints run on a worker thread, not in whichever request's commit crosses the threshold (db/checkpointer.ts).
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
  const checkpointer = startCheckpointer(file, options.onCheckpointError ?? ((m) => process.emitWarning(`SQLite checkpoint: ${m}`)));
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await checkpointer.stop();
      await db.destroy();
    },
  };
}

const STATEMENT_CACHE_SIZE = 500;

type Statement = ReturnType<SqliteDatabase['prepare']>;

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles SQL on every prepare: for a short
 * query that is most of its cost. The same SQL text gets the statement compiled the first time (the
 * oldest is dropped past STATEMENT_CACHE_SIZE). A statement still being iterated (a streamed query)
 * is busy and cannot be shared, so that caller gets a fresh one. A schema change (a migration, a
 * test's setup) empties the cache: a cached `select *` would otherwise keep its old columns' names.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, { statement: SQLite.Statement; rows: Statement }>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      const cached = cache.get(text);
      if (cached && !cached.statement.busy) return cached.rows;
      const statement = sqlite.prepare(text);
      const rows = withRowsFromArrays(statement);
      if (!statement.reader && SCHEMA_CHANGE.test(text)) {
        cache.clear();
        return rows;
      }
      if (!cached) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(text, { statement, rows });
      }
      return rows;
    },
  };
}

const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

/**
 * A reading statement whose rows are built in JavaScript from better-sqlite3's raw arrays. Building
 * each row object in C++, one property at a time, was a quarter of a search's statement: a 50-row
 * name search page took 213 µs as objects and 175 µs as arrays made into objects here, where every
 * row of a statement gets the same hidden class (docs/decisions/121). The rows are the same objects:
 * the same keys in the same order, the last of two equal column names winning; except that a column
 * named __proto__ is a key, where better-sqlite3 made its value the row's prototype.
 */
function withRowsFromArrays(statement: SQLite.Statement): Statement {
  if (!statement.reader) return statement as unknown as Statement;
  const names = statement.columns().map((c) => c.name);
  statement.raw(true);
  const toRow = names.includes('__proto__')
    ? // `row.__proto__ = v` would set the prototype (better-sqlite3's own rows do), not a key.
      (values: unknown[]) => {
        const row: Record<string, unknown> = {};
        names.forEach((name, i) => Object.defineProperty(row, name, { value: values[i], enumerable: true, writable: true, configurable: true }));
        return row;
      }
    : (values: unknown[]) => {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
        return row;
      };
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toRow),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toRow(values);
    },
  } as Statement;
}

const NAMED = Symbol('statement names');

/**
 * The pool's clients as Kysely gets them: the hot queries' SQL (db/prepared.ts) is sent as named
 * statements, prepared once per connection, and every query Kysely sends is answered through pg's
 * callback, with the promise made here (docs/decisions/141).
 */
function withStatementNames(client: pg.PoolClient & { [NAMED]?: true }): pg.PoolClient {
  if (client[NAMED]) return client;
  client[NAMED] = true;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    // Kysely's own calls: SQL text, its values, no callback. Anything else (a cursor, a config
    // object, a callback) goes to pg as it came.
    if (typeof text !== 'string' || callback !== undefined || (values !== undefined && !Array.isArray(values))) return query(text, values, callback);
    const name = values === undefined ? undefined : statementName(text);
    // pg is given a callback and the promise is made here. Answered by pg's own promise, the rows of
    // a busy search were allocated straight into V8's old generation (its allocation-site
    // pretenuring; with that off, the effect went away), and each young collection took 3-10 ms
    // instead of under 1: a search cost Node 19-32 % more CPU (docs/decisions/141).
    return new Promise((resolve, reject) => {
      const done = (err: Error | null, result: unknown) => (err ? reject(err) : resolve(result));
      if (name) query({ name, text, values }, done);
      else query(text, values, done);
    }).catch((err: Error) => {
      // As pg does: a stack that leads back to the caller, not to the socket's read.
      Error.captureStackTrace(err);
      throw err;
    });
  }) as typeof client.query;
  return client;
}
