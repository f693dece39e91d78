import type { Insertable } from 'kysely';
import type { Db } from '../../db';
import type { ImagesTable } from '../../db/schema';

export { imageUrl, imageUrlFor } from '../../db/image-url';

export function findImage(db: Db, id: number) {
  return db.selectFrom('images').select(['content_type', 'bytes', 'sha256', 'kind']).where('id', '=', id).executeTakeFirst();
}

/** True when the image is the user's current profile picture. */
export async function isAvatarOf(db: Db, imageId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).where('avatar_image_id', '=', imageId).executeTakeFirst();
  return row !== undefined;
}

export async function insertImage(db: Db, image: Insertable<ImagesTable>): Promise<number> {
  const row = await db.insertInto('images').values(image).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function deleteImage(db: Db, id: number) {
  await db.deleteFrom('images').where('id', '=', id).execute();
}
