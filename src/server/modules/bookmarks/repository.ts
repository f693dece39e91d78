import type { BookmarkedHospital } from '@shared/contracts/bookmarks';
import type { Db } from '../../db';
import { imageUrlFor } from '../images';

/** Saves a bookmark; saving twice keeps one. */
export async function addBookmark(db: Db, userId: number, clinicId: number, now: string) {
  await db
    .insertInto('bookmarks')
    .values({ user_id: userId, clinic_id: clinicId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'clinic_id']).doNothing())
    .execute();
}

export async function removeBookmark(db: Db, userId: number, clinicId: number) {
  await db.deleteFrom('bookmarks').where('user_id', '=', userId).where('clinic_id', '=', clinicId).execute();
}

export async function isBookmarked(db: Db, userId: number, clinicId: number): Promise<boolean> {
  const row = await db
    .selectFrom('bookmarks')
    .select('clinic_id')
    .where('user_id', '=', userId)
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  return Boolean(row);
}

/** A vet's favourites, most recently saved first. */
export async function listBookmarks(db: Db, userId: number): Promise<BookmarkedHospital[]> {
  const rows = await db
    .selectFrom('bookmarks as b')
    .innerJoin('clinics as c', 'c.id', 'b.clinic_id')
    .select(['c.id', 'c.name', 'c.city', 'c.province', 'c.logo_image_id'])
    .where('b.user_id', '=', userId)
    // A listing rejected after it was bookmarked leaves the list until an admin verifies it again.
    .where('c.verified_at', 'is not', null)
    .orderBy('b.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    city: r.city,
    province: r.province,
    logo_url: imageUrlFor(r.logo_image_id),
  }));
}
