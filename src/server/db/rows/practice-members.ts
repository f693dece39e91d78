import type { Db } from '../index';
import { nowIso } from '../search-key';

/*
 * Who acts for a practice (docs/decisions/153): the rule referrals, their notifications and the
 * practice team check in their own statements. It sits in the bottom layer because those modules need
 * it of each other (referrals ↔ notifications ↔ auth).
 */

/** The id of the user's practice, as a query: run it, or use it as a scalar subquery (null when none). */
export const practiceOfUser = (db: Db, userId: number) => db.selectFrom('practice_members').select('practice_members.practice_id').where('practice_members.user_id', '=', userId);

/**
 * A practice's name: the one it was given, else its owner's profile clinic name (what a vet who
 * registered alone calls their practice), as a query. A referral's referrer block reads it.
 */
export const practiceNameOf = (db: Db, practiceId: number) =>
  db
    .selectFrom('practices')
    .leftJoin('practice_members as owner', (j) => j.onRef('owner.practice_id', '=', 'practices.id').on('owner.role', '=', 'owner'))
    .leftJoin('vet_profiles as owner_profile', 'owner_profile.user_id', 'owner.user_id')
    .select((eb) => eb.fn.coalesce('practices.name', 'owner_profile.clinic_name').as('name'))
    .where('practices.id', '=', practiceId)
    .limit(1);

/**
 * Before an owner's account goes (issue 23's deletion): the practice passes to its longest-standing
 * member, so colleagues are not left with a team nobody can manage. A practice of one has no one to pass to.
 */
export async function handOverPractice(db: Db, ownerId: number): Promise<void> {
  const own = await db.selectFrom('practice_members').select('practice_id').where('user_id', '=', ownerId).where('role', '=', 'owner').executeTakeFirst();
  if (!own) return;
  const next = await db
    .selectFrom('practice_members')
    .select('user_id')
    .where('practice_id', '=', Number(own.practice_id))
    .where('user_id', '!=', ownerId)
    .orderBy('created_at')
    .orderBy('user_id')
    .limit(1)
    .executeTakeFirst();
  if (next) await db.updateTable('practice_members').set({ role: 'owner' }).where('user_id', '=', Number(next.user_id)).execute();
}

/** The user's practice and their part in it; undefined when they have none yet. */
export async function practiceMembership(db: Db, userId: number): Promise<{ practiceId: number; role: 'owner' | 'member' } | undefined> {
  const row = await db.selectFrom('practice_members').select(['practice_id', 'role']).where('user_id', '=', userId).executeTakeFirst();
  return row && { practiceId: Number(row.practice_id), role: row.role };
}

/**
 * The vet's practice, made on first need: a vet who registers alone owns a one-person practice, named
 * as their profile's clinic. Two requests at once make one (the user is the members' key).
 */
export async function ensurePractice(db: Db, userId: number, name: string | null = null): Promise<{ practiceId: number; role: 'owner' | 'member' }> {
  const found = await practiceMembership(db, userId);
  if (found) return found;
  // No transaction of its own: it may run inside the caller's (registration). A lost race leaves an
  // empty practice, removed at once.
  const practice = await db.insertInto('practices').values({ name, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
  const r = await db
    .insertInto('practice_members')
    .values({ user_id: userId, practice_id: Number(practice.id), role: 'owner', invited_by: null, created_at: nowIso() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (r) return { practiceId: Number(practice.id), role: 'owner' };
  await db.deleteFrom('practices').where('id', '=', Number(practice.id)).execute();
  return (await practiceMembership(db, userId))!;
}
