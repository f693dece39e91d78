import type { Kysely } from 'kysely';
import { identity } from '../dialect';

/**
 * Issue 59, the hospital's inbox as a work queue (docs/decisions/154): who at the hospital works each
 * referral (`referrals.assignee_id`), the history of its assignments (`referral_assignments`, shown in
 * the timeline), and the hospital's own targets on `clinics`: acknowledge within so many business
 * hours of the submission, decide within so many business days.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('referrals').addColumn('assignee_id', 'integer', (c) => c.references('users.id').onDelete('set null')).execute();
  await db.schema.createIndex('referrals_assignee_idx').on('referrals').columns(['assignee_id']).execute();
  await db.schema
    .createTable('referral_assignments')
    .addColumn('id', 'integer', identity(db))
    .addColumn('referral_id', 'integer', (c) => c.notNull().references('referrals.id').onDelete('cascade'))
    .addColumn('assignee_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // Names as they were at the time, like the timeline's actor_name: they stay when an account goes.
    .addColumn('assignee_name', 'text')
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('referral_assignments_referral_idx').on('referral_assignments').columns(['referral_id', 'id']).execute();
  await db.schema.createIndex('referral_assignments_assignee_idx').on('referral_assignments').columns(['assignee_id']).execute();
  await db.schema.createIndex('referral_assignments_actor_idx').on('referral_assignments').columns(['actor_id']).execute();
  await db.schema.alterTable('clinics').addColumn('acknowledge_business_hours', 'integer', (c) => c.notNull().defaultTo(8)).execute();
  await db.schema.alterTable('clinics').addColumn('decide_business_days', 'integer', (c) => c.notNull().defaultTo(2)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clinics').dropColumn('decide_business_days').execute();
  await db.schema.alterTable('clinics').dropColumn('acknowledge_business_hours').execute();
  await db.schema.dropTable('referral_assignments').execute();
  await db.schema.dropIndex('referrals_assignee_idx').execute();
  await db.schema.alterTable('referrals').dropColumn('assignee_id').execute();
}
