import { type Kysely, sql } from 'kysely';
import { identity } from '../dialect';

/**
 * Issue 20: what keeps a referral from being lost. A conversation on each referral with a read marker
 * per user; in-app notifications and each user's e-mail choices; one row per reminder sent (its primary
 * key is the claim that makes a reminder go out once, whatever the number of instances); and the
 * moments the measured wait times are computed from, written by the transition that makes them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = identity(db);

  await db.schema
    .createTable('referral_messages')
    .addColumn('id', 'integer', id)
    .addColumn('referral_id', 'integer', (c) => c.notNull().references('referrals.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('party', 'text', (c) => c.notNull().check(sql`party in ('vet', 'clinic')`))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('referral_messages_referral_idx').on('referral_messages').columns(['referral_id', 'id']).execute();

  // A file sent with a message points to it; a file added on its own has none.
  await db.schema
    .alterTable('referral_attachments')
    .addColumn('message_id', 'integer', (c) => c.references('referral_messages.id').onDelete('set null'))
    .execute();

  // The newest message each user has seen in each referral's conversation.
  await db.schema
    .createTable('referral_reads')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('referral_id', 'integer', (c) => c.notNull().references('referrals.id').onDelete('cascade'))
    .addColumn('last_message_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('referral_reads_pk', ['user_id', 'referral_id'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('referral_id', 'integer', (c) => c.references('referrals.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    // JSON: what the event says (status, reason, date, window, message excerpt, patient, hospital).
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('notifications_unread_idx').on('notifications').columns(['user_id', 'read_at']).execute();

  // A missing row means the default: e-mail on.
  await db.schema
    .createTable('notification_prefs')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_prefs_pk', ['user_id', 'event'])
    .execute();

  await db.schema
    .createTable('referral_reminders')
    .addColumn('referral_id', 'integer', (c) => c.notNull().references('referrals.id').onDelete('cascade'))
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('referral_reminders_pk', ['referral_id', 'step'])
    .execute();

  // First decision by the hospital (accepted, declined or information requested) and acceptance.
  await db.schema.alterTable('referrals').addColumn('responded_at', 'text').execute();
  await db.schema.alterTable('referrals').addColumn('accepted_at', 'text').execute();
  await db.schema.createIndex('referrals_measured_idx').on('referrals').columns(['clinic_id', 'submitted_at']).execute();
  await db.schema.createIndex('referrals_status_idx').on('referrals').columns(['status', 'submitted_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('referrals_status_idx').execute();
  await db.schema.dropIndex('referrals_measured_idx').execute();
  await db.schema.alterTable('referrals').dropColumn('accepted_at').execute();
  await db.schema.alterTable('referrals').dropColumn('responded_at').execute();
  for (const table of ['referral_reminders', 'notification_prefs', 'notifications', 'referral_reads']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('referral_attachments').dropColumn('message_id').execute();
  await db.schema.dropTable('referral_messages').execute();
}
