import type { Kysely } from 'kysely';

/**
 * Indexes on the columns that point at rows deleted in bulk: referrals (the retention purge, deleted
 * drafts), referral messages (with their referral) and files (the hourly sweep of unlinked uploads).
 * Deleting a row makes the database find the rows that point at it (to cascade, or set null); without an
 * index that is a scan of the whole referencing table per deleted row (docs/decisions/110). Deleting the bench's 198,409
 * referrals ran for over 8 minutes on SQLite, scanning `referrals.redirected_from` once per referral.
 */
const INDEXES = [
  ['referrals_redirected_from_idx', 'referrals', 'redirected_from'],
  ['referral_reads_referral_idx', 'referral_reads', 'referral_id'],
  ['notifications_referral_idx', 'notifications', 'referral_id'],
  ['referral_attachments_file_idx', 'referral_attachments', 'file_id'],
  ['referral_attachments_message_idx', 'referral_attachments', 'message_id'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, column] of INDEXES) await db.schema.createIndex(name).on(table).column(column).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
