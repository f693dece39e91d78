import type { Db } from '../../db';

export function findImage(db: Db, id: number) {
  return db.selectFrom('images').select(['content_type', 'bytes', 'sha256']).where('id', '=', id).executeTakeFirst();
}
