import type { Kysely } from 'kysely';

/**
 * Issue 20: search must not slow down for the measured wait times. The card's one measure (the median
 * days to the appointment, per hospital and specialty, specialty 0 = the whole hospital) is kept in
 * `search_measures`, recomputed by a scheduled job, so a search page reads it by primary key instead
 * of ranking the window's referrals on every request. `job_claims` lets one instance run a periodic job
 * per period (docs/decisions/090).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_measures')
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('specialty_id', 'integer', (c) => c.notNull())
    .addColumn('median_days', 'real', (c) => c.notNull())
    .addColumn('referrals', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_measures_pk', ['clinic_id', 'specialty_id'])
    .execute();
  await db.schema
    .createTable('job_claims')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('claimed_until', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_claims').execute();
  await db.schema.dropTable('search_measures').execute();
}
