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
  /** SQLite file only: where the checkpoint worker's failures go (default: a process warning). */
  onCheckpointError?: (message: string) => void;
}

/** Opens the database named by a DATABASE_URL: `sqlite:<file>` (`sqlite::memory:` too) or `postgres://…`. */
export function openDb(url: string, options: DbOptions = {}): DbHandle {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
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
