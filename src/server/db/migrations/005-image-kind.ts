import { type Kysely, sql } from 'kysely';

/**
 * `images.kind`: 'avatar' for profile pictures (personal data, served only to the user whose picture
 * it is), 'public' for everything else (hospital logos and staff photos, shown on listing pages).
 * Pictures already pointed at by `users.avatar_image_id` become avatars (docs/decisions/060).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('images')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('public').check(sql`kind in ('public', 'avatar')`))
    .execute();
  await db
    .updateTable('images')
    .set({ kind: 'avatar' })
    .where('id', 'in', db.selectFrom('users').select('avatar_image_id').where('avatar_image_id', 'is not', null))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('images').dropColumn('kind').execute();
}
