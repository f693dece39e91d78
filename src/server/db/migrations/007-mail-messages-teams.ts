import { type Kysely, sql } from 'kysely';
import { identity } from '../dialect';

/**
 * Issue 18: the mail outbox, password-reset tokens, messages from vets to clinics, and clinic teams
 * (members and invitations). A clinic's owner stays `clinics.user_id`; `clinic_members` holds the
 * colleagues who act for it (docs/decisions/082). Tokens are stored as SHA-256 hashes only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = identity(db);

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en-CA', 'fr-CA')`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'failed')`))
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_at', 'text', (c) => c.notNull())
    // Set while a worker holds the mail; another worker may take it once this has passed (a crash).
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_at']).execute();
  await db.schema.createIndex('outbox_created_idx').on('outbox').column('created_at').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('clinic_members')
    // A user acts for at most one clinic: the primary key is the user.
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clinic_members_clinic_idx').on('clinic_members').column('clinic_id').execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'integer', id)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('invitations_clinic_idx').on('invitations').columns(['clinic_id', 'email']).execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', id)
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id').onDelete('cascade'))
    // The sender's account may go (issue 23); what they wrote and signed with stays for the clinic.
    .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('sender_email', 'text', (c) => c.notNull())
    .addColumn('sender_clinic', 'text')
    .addColumn('sender_phone', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('messages_clinic_idx').on('messages').columns(['clinic_id', 'created_at']).execute();
  await db.schema.createIndex('messages_sender_idx').on('messages').columns(['sender_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['messages', 'invitations', 'clinic_members', 'password_resets', 'outbox']) {
    await db.schema.dropTable(table).execute();
  }
}
