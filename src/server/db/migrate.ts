import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-search-indexes';
import * as m003 from './migrations/003-trigram-detail-column';
import * as m004 from './migrations/004-trigram-vocabularies';
import * as m005 from './migrations/005-image-kind';
import * as m006 from './migrations/006-languages';
import * as m007 from './migrations/007-mail-messages-teams';
import * as m008 from './migrations/008-referrals';
import * as m009 from './migrations/009-referral-follow-up';
import * as m010 from './migrations/010-clinic-hours';
import * as m011 from './migrations/011-measured-index';
import * as m012 from './migrations/012-search-measures';
import * as m013 from './migrations/013-clinic-coordinates';
import * as m014 from './migrations/014-verified-listings';
import * as m015 from './migrations/015-wait-time-reminders';
import * as m016 from './migrations/016-procedure-key';
import * as m017 from './migrations/017-referral-list-keys';
import * as m018 from './migrations/018-access-log-incidents';
import * as m019 from './migrations/019-foreign-key-indexes';
import * as m020 from './migrations/020-clinic-points';
import * as m021 from './migrations/021-clinic-name-trigrams';
import * as m022 from './migrations/022-procedure-first-match';
import * as m023 from './migrations/023-sqlite-name-trigrams';
import * as m024 from './migrations/024-procedure-doc';
import * as m025 from './migrations/025-auth-change-notifications';
import * as m026 from './migrations/026-procedure-lines';
import * as m027 from './migrations/027-specialty-points';
import * as m028 from './migrations/028-access-log-messages';
import * as m029 from './migrations/029-search-vocabulary';
import * as m030 from './migrations/030-drop-search-copies';
import * as m031 from './migrations/031-practices';
import * as m032 from './migrations/032-referral-queue';
import * as m033 from './migrations/033-message-replies';

/** Migrations are imported statically so the bundled server carries them. Add new ones here in order. */
const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-search-indexes': m002,
  '003-trigram-detail-column': m003,
  '004-trigram-vocabularies': m004,
  '005-image-kind': m005,
  '006-languages': m006,
  '007-mail-messages-teams': m007,
  '008-referrals': m008,
  '009-referral-follow-up': m009,
  '010-clinic-hours': m010,
  '011-measured-index': m011,
  '012-search-measures': m012,
  '013-clinic-coordinates': m013,
  '014-verified-listings': m014,
  '015-wait-time-reminders': m015,
  '016-procedure-key': m016,
  '017-referral-list-keys': m017,
  '018-access-log-incidents': m018,
  '019-foreign-key-indexes': m019,
  '020-clinic-points': m020,
  '021-clinic-name-trigrams': m021,
  '022-procedure-first-match': m022,
  '023-sqlite-name-trigrams': m023,
  '024-procedure-doc': m024,
  '025-auth-change-notifications': m025,
  '026-procedure-lines': m026,
  '027-specialty-points': m027,
  '028-access-log-messages': m028,
  '029-search-vocabulary': m029,
  '030-drop-search-copies': m030,
  '031-practices': m031,
  '032-referral-queue': m032,
  '033-message-replies': m033,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The pg_advisory_lock key migrations hold: any bigint, the same in every version of the app. */
export const MIGRATION_LOCK_KEY = 7_240_024;

/**
 * Brings the schema up to date; idempotent, safe to run on every start. On PostgreSQL the run holds a
 * session advisory lock, so of several instances starting together (a rolling deploy) one migrates and
 * the others wait, then find nothing left to do (docs/decisions/105). SQLite is one process's file.
 */
export async function migrateToLatest(db: Kysely<any>, opts: { schema?: string } = {}): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return migrate(db, opts);
  // One connection for lock, migrations and unlock: a session lock belongs to its connection.
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(conn);
    try {
      await migrate(conn, opts);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(conn);
    }
  });
}

async function migrate(db: Kysely<any>, opts: { schema?: string }) {
  // With a non-default PostgreSQL schema the bookkeeping tables must live in it too.
  // Numbers are handed out to parallel branches, so one may land after a higher one already ran
  // (016 and 017 after 018): each migration is independent of the others' order.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...(opts.schema ? { migrationTableSchema: opts.schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * True when every migration this build knows has been applied (a newer build may have applied more:
 * migrations stay compatible with the previous release, docs/decisions/105). Read by GET /readyz.
 */
export async function migrationsCurrent(db: Kysely<any>): Promise<boolean> {
  try {
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const applied = new Set(rows.rows.map((r) => r.name));
    return Object.keys(migrations).every((name) => applied.has(name));
  } catch {
    return false;
  }
}
