import { type Kysely, sql } from 'kysely';

/**
 * Keyset pages of the referral lists (issue 22, docs/decisions/110): each list's ORDER BY, id last, is
 * an index, so a page is a seek plus `limit` rows whatever its depth. The inbox's keys are expressions
 * (unopened first, then urgency); the query must spell them as the referrals repository's
 * `inboxUnopenedKey` and `inboxUrgencyKey` do, with literals (never bound parameters), or the planner
 * cannot match them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('referrals_inbox_idx')
    .on('referrals')
    .expression(
      sql`clinic_id, (case when status = 'submitted' then 1 else 0 end), (case urgency when 'emergency' then 3 when 'priority' then 2 when 'routine' then 1 else 0 end), submitted_at, id`,
    )
    .execute();
  // Supersedes (vet_id, updated_at): the id breaks ties between referrals touched in the same millisecond.
  await db.schema.createIndex('referrals_sent_idx').on('referrals').columns(['vet_id', 'updated_at', 'id']).execute();
  await db.schema.dropIndex('referrals_vet_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('referrals_vet_idx').on('referrals').columns(['vet_id', 'updated_at']).execute();
  await db.schema.dropIndex('referrals_sent_idx').execute();
  await db.schema.dropIndex('referrals_inbox_idx').execute();
}
