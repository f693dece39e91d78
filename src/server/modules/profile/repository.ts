import type { Updateable } from 'kysely';
import type { CurrentUser } from '@shared/contracts/auth';
import type { VetProfile } from '@shared/contracts/profile';
import type { Db } from '../../db';
import { toCurrentUser, userColumns } from '../../db/rows/users';
import { toVetProfile, vetProfileColumns } from '../../db/rows/vet-profiles';
import type { UsersTable, VetProfilesTable } from '../../db/schema';

export async function userExists(db: Db, userId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst());
}

/** The user's current avatar image id (null when none). */
export async function findAvatarImageId(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('avatar_image_id').where('id', '=', userId).executeTakeFirst();
  return row?.avatar_image_id == null ? null : Number(row.avatar_image_id);
}

export type UserProfilePatch = Pick<Updateable<UsersTable>, 'display_name' | 'job_title' | 'practice_type' | 'avatar_image_id' | 'language'>;

/**
 * Applies the given columns (absent ones stay) and returns the user as the API shows it. With
 * `expectAvatarId` the row changes only while its avatar is still that image (compare-and-swap, so
 * two concurrent uploads cannot both believe they replaced the same picture); otherwise undefined.
 */
export async function updateUser(
  db: Db,
  userId: number,
  patch: UserProfilePatch,
  expectAvatarId?: number | null,
): Promise<CurrentUser | undefined> {
  if (Object.keys(patch).length === 0) {
    const row = await db.selectFrom('users').select(userColumns).where('users.id', '=', userId).executeTakeFirst();
    return row && toCurrentUser(row);
  }
  let q = db.updateTable('users').set(patch).where('id', '=', userId);
  if (expectAvatarId !== undefined) {
    q = expectAvatarId === null ? q.where('avatar_image_id', 'is', null) : q.where('avatar_image_id', '=', expectAvatarId);
  }
  const row = await q.returning(userColumns).executeTakeFirst();
  return row && toCurrentUser(row);
}

/** A vet's profile; every field null when it was never saved. */
export async function findVetProfile(db: Db, userId: number): Promise<VetProfile> {
  const row = await db.selectFrom('vet_profiles').select(vetProfileColumns).where('vet_profiles.user_id', '=', userId).executeTakeFirst();
  return toVetProfile(row);
}

export type VetProfilePatch = Omit<Updateable<VetProfilesTable>, 'user_id'>;

/** Creates the row on first save (user_id is the key), otherwise updates only the given columns. */
export async function upsertVetProfile(db: Db, userId: number, patch: VetProfilePatch): Promise<VetProfile> {
  await db
    .insertInto('vet_profiles')
    .values({ user_id: userId, ...patch })
    .onConflict((oc) => (Object.keys(patch).length === 0 ? oc.column('user_id').doNothing() : oc.column('user_id').doUpdateSet(patch)))
    .execute();
  return findVetProfile(db, userId);
}

export async function findPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}

