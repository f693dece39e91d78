import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
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
import * as m015 from './migrations/015-wait-time-reminders';

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
  '015-wait-time-reminders': m015,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; idempotent, safe to run on every start (Kysely locks concurrent runs). */
export async function migrateToLatest(db: Kysely<any>, opts: { schema?: string } = {}): Promise<void> {
  // With a non-default PostgreSQL schema the bookkeeping tables must live in it too.
  const migrator = new Migrator({ db, provider, ...(opts.schema ? { migrationTableSchema: opts.schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
