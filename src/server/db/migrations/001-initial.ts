import { type Kysely, sql } from 'kysely';
import { binaryType, identity } from '../dialect';

/** The whole data model of DESIGN.md, plus rate_limits and audit_log. */
export async function up(db: Kysely<any>): Promise<void> {
  const id = identity(db);

  await db.schema
    .createTable('images')
    .addColumn('id', 'integer', id)
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', binaryType(db), (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('vet', 'clinic', 'admin')`))
    .addColumn('display_name', 'text')
    .addColumn('avatar_image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('job_title', 'text')
    .addColumn('practice_type', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('vet_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('clinic_name', 'text')
    .addColumn('license_number', 'text')
    .addColumn('province', 'text')
    .addColumn('city', 'text')
    .addColumn('bio', 'text')
    .addColumn('specialty', 'text')
    .addColumn('phone', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('job_title', 'text')
    .execute();

  await db.schema
    .createTable('clinics')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('city', 'text')
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('website_url', 'text')
    .addColumn('description', 'text')
    .addColumn('referral_instructions', 'text')
    .addColumn('logo_image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('search_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One clinic account owns at most one listing.
  await db.schema.createIndex('clinics_user_idx').on('clinics').column('user_id').unique().execute();
  await db.schema.createIndex('clinics_province_idx').on('clinics').columns(['province', 'search_key']).execute();
  await db.schema.createIndex('clinics_search_idx').on('clinics').column('search_key').execute();

  await db.schema
    .createTable('specialties')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('clinic_specialties')
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('specialty_id', 'integer', (c) => c.notNull().references('specialties.id').onDelete('cascade'))
    .addColumn('wait_time', 'text')
    .addColumn('accepting_emergency', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notes', 'text')
    .addColumn('last_updated', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('clinic_specialties_pk', ['clinic_id', 'specialty_id'])
    .execute();
  await db.schema
    .createIndex('clinic_specialties_specialty_idx')
    .on('clinic_specialties')
    .columns(['specialty_id', 'clinic_id'])
    .execute();

  await db.schema
    .createTable('procedure_waits')
    .addColumn('id', 'integer', id)
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('specialty_id', 'integer', (c) => c.notNull().references('specialties.id').onDelete('cascade'))
    .addColumn('procedure', 'text', (c) => c.notNull())
    .addColumn('search_key', 'text', (c) => c.notNull())
    .addColumn('wait_time', 'text', (c) => c.notNull())
    .addColumn('last_updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('procedure_waits_clinic_idx').on('procedure_waits').columns(['clinic_id', 'specialty_id']).execute();
  await db.schema.createIndex('procedure_waits_search_idx').on('procedure_waits').column('search_key').execute();

  await db.schema
    .createTable('pricings')
    .addColumn('id', 'integer', id)
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('specialty_id', 'integer', (c) => c.references('specialties.id').onDelete('set null'))
    .addColumn('procedure_name', 'text', (c) => c.notNull())
    .addColumn('search_key', 'text', (c) => c.notNull())
    .addColumn('price_range', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pricings_clinic_idx').on('pricings').column('clinic_id').execute();
  await db.schema.createIndex('pricings_search_idx').on('pricings').column('search_key').execute();

  await db.schema
    .createTable('bookmarks')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bookmarks_pk', ['user_id', 'clinic_id'])
    .execute();
  await db.schema.createIndex('bookmarks_clinic_idx').on('bookmarks').column('clinic_id').execute();

  await db.schema
    .createTable('staff_members')
    .addColumn('id', 'integer', id)
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('specialties', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('bio', 'text')
    .addColumn('image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('staff_members_clinic_idx').on('staff_members').columns(['clinic_id', 'position']).execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', id)
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('ip', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'audit_log',
    'rate_limits',
    'staff_members',
    'bookmarks',
    'pricings',
    'procedure_waits',
    'clinic_specialties',
    'specialties',
    'clinics',
    'vet_profiles',
    'sessions',
    'users',
    'images',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
