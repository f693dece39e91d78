import type { Kysely } from 'kysely';

/**
 * Issue 21: the monthly "are your wait times still current?" mail. One row per clinic and month
 * (YYYY-MM, UTC) it was mailed in: the primary key lets one insert win, so two instances never mail a
 * clinic twice in a month (docs/decisions/099).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wait_time_reminders')
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('wait_time_reminders_pk', ['clinic_id', 'month'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wait_time_reminders').execute();
}
