import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect';
import { BACKSTOP_CHECKPOINT_PAGES, startCheckpointer } from './checkpointer';
import { type ListenerEvents, type ListenerOptions, type NotificationListener, listenForNotifications } from './notification-listener';
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
  /**
   * Where failures outside any request go (default: a process warning): SQLite's checkpoint worker,
   * and PostgreSQL connections that die while idle in the pool (a server restart, a failover), which
   * pg reports as an 'error' event that would otherwise crash the process.
   */
  onBackgroundError?: (message: string) => void;
}

/** Opens the database named by a DATABASE_URL: `sqlite:<file>` (`sqlite::memory:` too) or `postgres://…`. */
export function openDb(url: string, options: DbOptions = {}): DbHandle {
  const onBackgroundError = options.onBackgroundError ?? ((m: string) => process.emitWarning(m));
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // The pool drops the dead connection and opens a new one for the next query.
    pool.on('error', (err) => onBackgroundError(`PostgreSQL connection lost while idle: ${err.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  if (file === ':memory:') return { db, dialect: 'sqlite', close: () => db.destroy() };
  // Checkpoints run on a worker thread, not in whichever request's commit crosses the threshold (db/checkpointer.ts).
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
  const checkpointer = startCheckpointer(file, (m) => onBackgroundError(`SQLite checkpoint failed: ${m}`));
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await checkpointer.stop();
      await db.destroy();
    },
  };
}
