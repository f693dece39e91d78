import type { Insertable } from 'kysely';
import type { PendingInvitation, TeamMember } from '@shared/contracts/team';
import type { Db } from '../../db';
import { practiceNameOf } from '../../db/rows/practice-members';
import type { PracticeInvitationsTable } from '../../db/schema';

/** Practice SQL (issue 59, docs/decisions/153): the owner first, then members by when they joined. */
export async function listMembers(db: Db, practiceId: number): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom('practice_members')
    .innerJoin('users', 'users.id', 'practice_members.user_id')
    .leftJoin('vet_profiles', 'vet_profiles.user_id', 'users.id')
    .select((eb) => ['users.id', 'users.username', eb.fn.coalesce('vet_profiles.name', 'users.display_name').as('display_name'), 'practice_members.role', 'practice_members.created_at'])
    .where('practice_members.practice_id', '=', practiceId)
    .orderBy((eb) => eb.case().when('practice_members.role', '=', 'owner').then(0).else(1).end())
    .orderBy('practice_members.created_at')
    .orderBy('users.id')
    .execute();
  return rows.map((r) => ({ user_id: Number(r.id), username: r.username, display_name: r.display_name, role: r.role, joined_at: r.created_at }));
}

export async function practiceName(db: Db, practiceId: number): Promise<string | null> {
  return (await practiceNameOf(db, practiceId).executeTakeFirst())?.name ?? null;
}

/** What an invitation calls the practice: its name, else its owner's (a practice with no name of its own yet). */
export async function practiceLabel(db: Db, practiceId: number): Promise<string | null> {
  const owner = await db
    .selectFrom('practice_members')
    .innerJoin('users', 'users.id', 'practice_members.user_id')
    .leftJoin('vet_profiles', 'vet_profiles.user_id', 'users.id')
    .select((eb) => eb.fn.coalesce('vet_profiles.name', 'users.display_name').as('name'))
    .where('practice_members.practice_id', '=', practiceId)
    .where('practice_members.role', '=', 'owner')
    .executeTakeFirst();
  return (await practiceName(db, practiceId)) ?? owner?.name ?? null;
}

export async function listPendingInvitations(db: Db, practiceId: number, now: string): Promise<PendingInvitation[]> {
  const rows = await db
    .selectFrom('practice_invitations')
    .select(['id', 'email', 'created_at', 'expires_at'])
    .where('practice_id', '=', practiceId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function isMember(db: Db, practiceId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('practice_members')
    .innerJoin('users', 'users.id', 'practice_members.user_id')
    .select('users.id')
    .where('practice_members.practice_id', '=', practiceId)
    .where('users.username', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** An address has one pending invitation per practice: a new one replaces the old. */
export async function deletePendingFor(db: Db, practiceId: number, email: string) {
  await db.deleteFrom('practice_invitations').where('practice_id', '=', practiceId).where('email', '=', email).where('used_at', 'is', null).execute();
}

export async function insertInvitation(db: Db, row: Insertable<PracticeInvitationsTable>): Promise<PendingInvitation> {
  const r = await db.insertInto('practice_invitations').values(row).returning(['id', 'email', 'created_at', 'expires_at']).executeTakeFirstOrThrow();
  return { ...r, id: Number(r.id) };
}

export async function deletePendingInvitation(db: Db, practiceId: number, id: number): Promise<boolean> {
  const r = await db.deleteFrom('practice_invitations').where('practice_id', '=', practiceId).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** A usable invitation by its token's hash (its practice's name: practiceName). */
export function findUsableInvitation(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('practice_invitations')
    .select(['practice_invitations.id', 'practice_invitations.practice_id', 'practice_invitations.email', 'practice_invitations.invited_by'])
    .where('practice_invitations.token_hash', '=', tokenHash)
    .where('practice_invitations.used_at', 'is', null)
    .where('practice_invitations.expires_at', '>', now)
    .executeTakeFirst();
}

export async function useInvitation(db: Db, id: number, now: string): Promise<boolean> {
  const r = await db.updateTable('practice_invitations').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function memberCount(db: Db, practiceId: number): Promise<number> {
  const r = await db.selectFrom('practice_members').select((eb) => eb.fn.countAll<number | string>().as('n')).where('practice_id', '=', practiceId).executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * Moves a vet who works alone into the practice that invited them: their one-person practice goes, and
 * what they sent from it follows them. The membership is the user's key, so a race joins once.
 */
export async function joinPractice(db: Db, userId: number, practiceId: number, invitedBy: number | null, now: string, leaving: number | undefined) {
  if (leaving !== undefined) {
    await db.updateTable('referrals').set({ practice_id: practiceId }).where('practice_id', '=', leaving).execute();
    await db.deleteFrom('practice_members').where('user_id', '=', userId).execute();
    await db.deleteFrom('practices').where('id', '=', leaving).execute();
  }
  await db.insertInto('practice_members').values({ user_id: userId, practice_id: practiceId, role: 'member', invited_by: invitedBy, created_at: now }).execute();
}

/** Removes a member (never the owner); false when not a member here. */
export async function deleteMember(db: Db, practiceId: number, userId: number): Promise<boolean> {
  const r = await db.deleteFrom('practice_members').where('practice_id', '=', practiceId).where('user_id', '=', userId).where('role', '=', 'member').executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** What a removed member was told about the practice's referrals that they did not send goes with their access. */
export async function deletePracticeNotificationsOf(db: Db, userId: number, practiceId: number) {
  await db
    .deleteFrom('notifications')
    .where('user_id', '=', userId)
    .where('referral_id', 'in', (eb) => eb.selectFrom('referrals').select('referrals.id').where('referrals.practice_id', '=', practiceId).where((w) => w.or([w('referrals.vet_id', 'is', null), w('referrals.vet_id', '!=', userId)])))
    .execute();
}
