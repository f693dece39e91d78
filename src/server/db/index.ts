import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { setSearchBackend } from '../modules/search/backend';
import { postgresSearch } from '../modules/search/postgres';
import { sqliteSearch } from '../modules/search/sqlite';
import type { DialectName } from './dialect';
import { BACKSTOP_CHECKPOINT_PAGES, startCheckpointer } from './checkpointer';
import { statementName } from './prepared';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
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
 * Opens the database named by a DATABASE_URL: `sqlite:<file>` (`sqlite::memory:` too) or `postgres://…`,
 * with its search backend (modules/search/backend.ts), chosen here once.
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
    setSearchBackend(db, postgresSearch);
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL for concurrent readers, FULL sync so an acknowledged write survives a power cut.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  setSearchBackend(db, sqliteSearch);
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

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles SQL on every prepare: for a short
 * query that is most of its cost. The same SQL text gets the statement compiled the first time (the
 * oldest is dropped past STATEMENT_CACHE_SIZE). A statement still being iterated (a streamed query)
 * is busy and cannot be shared, so that caller gets a fresh one.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      const cached = cache.get(text);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(text);
      if (!cached) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

const NAMED = Symbol('statement names');

/** Sends the hot queries' SQL (db/prepared.ts) as named statements, prepared once per connection. */
function withStatementNames(client: pg.PoolClient & { [NAMED]?: true }): pg.PoolClient {
  if (client[NAMED]) return client;
  client[NAMED] = true;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof text === 'string' && Array.isArray(values) ? statementName(text) : undefined;
    return name ? query({ name, text, values }) : query(text, values, callback);
  }) as typeof client.query;
  return client;
}
