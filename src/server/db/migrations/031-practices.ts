import { type Kysely, sql } from 'kysely';
import { identity } from '../dialect';

/**
 * Issue 59 (docs/decisions/153): practices, the vet side's teams. Every vet belongs to one practice
 * (`practice_members`, the user is the key), as its owner or a member; a referral belongs to the
 * practice it was sent from (`referrals.practice_id`), so every member follows it. Invitations to a
 * practice have their own table, shaped as the clinic's. The licence's province is a field of the
 * vet's profile and of the referrer block a referral keeps.
 *
 * Existing vets each become the owner of a one-person practice named after their profile's clinic
 * name, and their referrals move into it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = identity(db);
  await db.schema
    .createTable('practices')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('practice_members')
    // A vet acts for one practice: the primary key is the user.
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('practice_id', 'integer', (c) => c.notNull().references('practices.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'member')`))
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('practice_members_practice_idx').on('practice_members').column('practice_id').execute();
  await db.schema
    .createTable('practice_invitations')
    .addColumn('id', 'integer', id)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('practice_id', 'integer', (c) => c.notNull().references('practices.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('practice_invitations_practice_idx').on('practice_invitations').columns(['practice_id', 'email']).execute();

  await db.schema.alterTable('referrals').addColumn('practice_id', 'integer', (c) => c.references('practices.id').onDelete('set null')).execute();
  await db.schema.alterTable('referrals').addColumn('vet_license_province', 'text').execute();
  await db.schema.createIndex('referrals_practice_idx').on('referrals').columns(['practice_id', 'updated_at', 'id']).execute();
  await db.schema.alterTable('vet_profiles').addColumn('license_province', 'text').execute();

  // One practice per existing vet, numbered as the vet, so that the copy below needs no lookup.
  const vets = await db.selectFrom('users').leftJoin('vet_profiles', 'vet_profiles.user_id', 'users.id').select(['users.id', 'users.created_at', 'vet_profiles.clinic_name']).where('users.role', '=', 'vet').orderBy('users.id').execute();
  for (const v of vets) {
    const practice = await db.insertInto('practices').values({ name: v.clinic_name ?? null, created_at: v.created_at }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('practice_members').values({ user_id: v.id, practice_id: practice.id, role: 'owner', invited_by: null, created_at: v.created_at }).execute();
  }
  await sql`update referrals set practice_id = (select m.practice_id from practice_members m where m.user_id = referrals.vet_id) where vet_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vet_profiles').dropColumn('license_province').execute();
  await db.schema.dropIndex('referrals_practice_idx').execute();
  await db.schema.alterTable('referrals').dropColumn('vet_license_province').execute();
  await db.schema.alterTable('referrals').dropColumn('practice_id').execute();
  for (const table of ['practice_invitations', 'practice_members', 'practices']) await db.schema.dropTable(table).execute();
}
