import type { Insertable } from 'kysely';
import type { Db } from '../../db';
import type { ImagesTable } from '../../db/schema';

/** Image URLs are stable paths served by the images route. */
export const imageUrl = (id: number) => `/api/images/${id}`;

/** For nullable image columns; ids may arrive as strings or bigints from a driver. */
export const imageUrlFor = (id: number | string | null): string | null => (id === null ? null : imageUrl(Number(id)));

export function findImage(db: Db, id: number) {
  return db.selectFrom('images').select(['content_type', 'bytes', 'sha256']).where('id', '=', id).executeTakeFirst();
}

export async function insertImage(db: Db, image: Insertable<ImagesTable>): Promise<number> {
  const row = await db.insertInto('images').values(image).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function deleteImage(db: Db, id: number) {
  await db.deleteFrom('images').where('id', '=', id).execute();
}
