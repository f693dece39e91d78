import type { Kysely } from 'kysely';

/**
 * The measured wait times (issue 20, docs/decisions/090) read, for the hospitals of a search page,
 * their referrals of one specialty submitted in the window: this index holds every column they read,
 * so the search never visits the referrals themselves.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('referrals_measures_idx')
    .on('referrals')
    .columns(['clinic_id', 'specialty_id', 'submitted_at', 'appointment_at', 'accepted_at', 'responded_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('referrals_measures_idx').execute();
}
