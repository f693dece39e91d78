import { type Kysely, sql } from 'kysely';
import { identity } from '../dialect';

/**
 * Issue 59: messages to a clinic become two-way (decision 155). A reply belongs to its message (and
 * goes with it); it is written by the clinic (any member) or by the vet who wrote the message. Its
 * author's account may go (issue 23): the name they signed with stays. read_at is the other side's
 * first read, as messages.read_at is the clinic's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('message_replies')
    .addColumn('id', 'integer', identity(db))
    .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_party', 'text', (c) => c.notNull().check(sql`author_party in ('vet', 'clinic')`))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('message_replies_message_idx').on('message_replies').columns(['message_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('message_replies').execute();
}
