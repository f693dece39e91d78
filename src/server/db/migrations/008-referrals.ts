import { type Kysely, sql } from 'kysely';
import { binaryType, identity } from '../dialect';

/**
 * Issue 19: referrals, their timeline, and their files. A referral keeps its clinical content in
 * columns (one row, one query for the detail); medications are a JSON array. Files are stored in the
 * database in 1 MB chunks (`file_chunks`), so an upload is written and a download read a chunk at a
 * time on both databases and every instance sees them (docs/decisions/085).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = identity(db);
  const statuses = sql`status in ('draft', 'submitted', 'received', 'info_requested', 'accepted', 'booked', 'completed', 'declined', 'cancelled')`;

  await db.schema
    .createTable('referrals')
    .addColumn('id', 'integer', id)
    // The vet's account may be deleted (issue 23); the referral keeps the name and licence written in it.
    .addColumn('vet_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // Referrals are clinical records: a hospital that has any cannot be deleted (no cascade).
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('specialty_id', 'integer', (c) => c.references('specialties.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().check(statuses))
    .addColumn('urgency', 'text', (c) => c.check(sql`urgency in ('emergency', 'priority', 'routine')`))
    .addColumn('type', 'text', (c) => c.check(sql`type in ('consult', 'transfer')`))
    .addColumn('procedure', 'text')
    .addColumn('reason', 'text')
    .addColumn('question', 'text')
    .addColumn('patient_name', 'text')
    .addColumn('species', 'text')
    .addColumn('breed', 'text')
    .addColumn('sex', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('age', 'text')
    .addColumn('weight_kg', 'real')
    .addColumn('weight_date', 'text')
    .addColumn('history', 'text')
    .addColumn('medications', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('treatments', 'text')
    .addColumn('tests', 'text')
    .addColumn('owner_name', 'text')
    .addColumn('owner_phone', 'text')
    .addColumn('owner_email', 'text')
    .addColumn('owner_language', 'text')
    .addColumn('consent_at', 'text')
    .addColumn('consent_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('consent_by_name', 'text')
    .addColumn('vet_name', 'text')
    .addColumn('vet_clinic', 'text')
    .addColumn('vet_phone', 'text')
    .addColumn('vet_email', 'text')
    .addColumn('vet_license', 'text')
    .addColumn('decline_reason', 'text')
    .addColumn('appointment_at', 'text')
    .addColumn('report', 'text')
    .addColumn('redirected_from', 'integer', (c) => c.references('referrals.id').onDelete('set null'))
    // Lower-cased, accent-stripped "patient owner" for the list's search.
    .addColumn('search_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .execute();
  await db.schema.createIndex('referrals_vet_idx').on('referrals').columns(['vet_id', 'updated_at']).execute();
  await db.schema.createIndex('referrals_clinic_idx').on('referrals').columns(['clinic_id', 'status', 'submitted_at']).execute();

  await db.schema
    .createTable('referral_events')
    .addColumn('id', 'integer', id)
    .addColumn('referral_id', 'integer', (c) => c.notNull().references('referrals.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('note', 'text')
    .addColumn('appointment_at', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('referral_events_referral_idx').on('referral_events').columns(['referral_id', 'id']).execute();

  await db.schema
    .createTable('files')
    .addColumn('id', 'integer', id)
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('file_chunks')
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('bytes', binaryType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('file_chunks_pk', ['file_id', 'seq'])
    .execute();

  await db.schema
    .createTable('referral_attachments')
    .addColumn('id', 'integer', id)
    .addColumn('referral_id', 'integer', (c) => c.notNull().references('referrals.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('attachment', 'report')`))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploaded_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('referral_attachments_referral_idx').on('referral_attachments').column('referral_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['referral_attachments', 'file_chunks', 'files', 'referral_events', 'referrals']) {
    await db.schema.dropTable(table).execute();
  }
}
