import { type Kysely, sql } from 'kysely';
import { dialectOf, identity } from '../dialect';

/**
 * Issue 56: reads of a referral's conversation (`GET /api/referrals/:id/messages`) are logged like its
 * other reads, as `what = 'messages'` (docs/decisions/106). Only the column's check changes. PostgreSQL
 * swaps the constraint; SQLite cannot alter a check, so the table is rebuilt as migration 018 made it,
 * rows, ids and index kept.
 */
const BEFORE = ['detail', 'attachment', 'letter', 'report'];
const AFTER = [...BEFORE, 'messages'];

const allowed = (kinds: string[]) => sql.raw(`what in (${kinds.map((k) => `'${k}'`).join(', ')})`);

async function allow(db: Kysely<any>, kinds: string[]): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table referral_access_log drop constraint referral_access_log_what_check, add constraint referral_access_log_what_check check (${allowed(kinds)})`.execute(db);
    return;
  }
  await db.schema
    .createTable('referral_access_log_next')
    .addColumn('id', 'integer', identity(db))
    .addColumn('referral_id', 'integer', (c) => c.notNull().references('referrals.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('party', 'text', (c) => c.notNull().check(sql`party in ('vet', 'clinic')`))
    .addColumn('clinic_id', 'integer')
    .addColumn('what', 'text', (c) => c.notNull().check(allowed(kinds)))
    .addColumn('attachment_id', 'integer')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into referral_access_log_next select id, referral_id, user_id, user_name, user_email, party, clinic_id, what, attachment_id, at from referral_access_log`.execute(db);
  await db.schema.dropTable('referral_access_log').execute();
  await db.schema.alterTable('referral_access_log_next').renameTo('referral_access_log').execute();
  await db.schema.createIndex('referral_access_log_referral_idx').on('referral_access_log').columns(['referral_id', 'id']).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await allow(db, AFTER);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('referral_access_log').where('what', '=', 'messages').execute();
  await allow(db, BEFORE);
}
