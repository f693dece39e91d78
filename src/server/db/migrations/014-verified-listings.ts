import type { Kysely } from 'kysely';

/**
 * Issue 21: a listing a clinic creates for itself waits for an admin before vets can find it.
 * verified_at: when an admin verified it (null while pending or rejected); rejected_at and review_note:
 * the admin's last rejection and its note, shown to the clinic (docs/decisions/098). Every listing
 * that exists now was created by an admin or the demo seed, so it counts as verified since it was
 * created.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clinics').addColumn('verified_at', 'text').execute();
  await db.schema.alterTable('clinics').addColumn('rejected_at', 'text').execute();
  await db.schema.alterTable('clinics').addColumn('review_note', 'text').execute();
  await db.updateTable('clinics').set((eb) => ({ verified_at: eb.ref('created_at') })).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['review_note', 'rejected_at', 'verified_at']) await db.schema.alterTable('clinics').dropColumn(column).execute();
}
