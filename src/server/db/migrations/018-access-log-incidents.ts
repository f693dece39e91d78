import { type Kysely, sql } from 'kysely';
import { identity } from '../dialect';

/**
 * Issue 23 (docs/decisions/106, 107). `referral_access_log`: one row per read of a referral's
 * details, a file or a letter, with a snapshot of the reader's name and e-mail so the log still
 * reads when the account is deleted (user_id set null). `incidents`: the register of
 * confidentiality incidents, with no foreign key a referral or user purge could cascade through.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = identity(db);
  await db.schema
    .createTable('referral_access_log')
    .addColumn('id', 'integer', id)
    // The log is part of the clinical record: purged with it.
    .addColumn('referral_id', 'integer', (c) => c.notNull().references('referrals.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('party', 'text', (c) => c.notNull().check(sql`party in ('vet', 'clinic')`))
    // The clinic the reader acted for at the time (a snapshot, not a link).
    .addColumn('clinic_id', 'integer')
    .addColumn('what', 'text', (c) => c.notNull().check(sql`what in ('detail', 'attachment', 'letter', 'report')`))
    .addColumn('attachment_id', 'integer')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('referral_access_log_referral_idx').on('referral_access_log').columns(['referral_id', 'id']).execute();

  await db.schema
    .createTable('incidents')
    .addColumn('id', 'integer', id)
    .addColumn('occurred_on', 'text', (c) => c.notNull())
    .addColumn('known_on', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('data_concerned', 'text', (c) => c.notNull())
    .addColumn('people_concerned', 'text', (c) => c.notNull())
    .addColumn('people_count', 'integer')
    .addColumn('serious_risk', 'integer', (c) => c.notNull())
    .addColumn('commission_notified_on', 'text')
    .addColumn('persons_notified_on', 'text')
    .addColumn('measures', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('incidents_known_idx').on('incidents').columns(['known_on', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('incidents').execute();
  await db.schema.dropTable('referral_access_log').execute();
}
