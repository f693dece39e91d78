import type { Insertable } from 'kysely';
import type { PendingInvitation, TeamMember } from '@shared/contracts/team';
import type { Db } from '../../db';
import type { InvitationsTable } from '../../db/schema';

/** The owner first, then members by when they joined. */
export async function listMembers(db: Db, clinicId: number): Promise<TeamMember[]> {
  const owner = await db
    .selectFrom('clinics')
    .innerJoin('users', 'users.id', 'clinics.user_id')
    .select(['users.id', 'users.username', 'users.display_name', 'clinics.created_at'])
    .where('clinics.id', '=', clinicId)
    .executeTakeFirst();
  const members = await db
    .selectFrom('clinic_members')
    .innerJoin('users', 'users.id', 'clinic_members.user_id')
    .select(['users.id', 'users.username', 'users.display_name', 'clinic_members.created_at'])
    .where('clinic_members.clinic_id', '=', clinicId)
    .orderBy('clinic_members.created_at')
    .orderBy('users.id')
    .execute();
  const row = (r: { id: number; username: string; display_name: string | null; created_at: string }, role: TeamMember['role']): TeamMember => ({
    user_id: Number(r.id),
    username: r.username,
    display_name: r.display_name,
    role,
    joined_at: r.created_at,
  });
  return [...(owner ? [row(owner, 'owner')] : []), ...members.map((m) => row(m, 'member'))];
}

export async function listPendingInvitations(db: Db, clinicId: number, now: string): Promise<PendingInvitation[]> {
  const rows = await db
    .selectFrom('invitations')
    .select(['id', 'email', 'created_at', 'expires_at'])
    .where('clinic_id', '=', clinicId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Is this address already acting for the clinic (its owner or a member)? */
export async function isOnTeam(db: Db, clinicId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.username', '=', email)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('clinics').select('clinics.id').where('clinics.id', '=', clinicId).whereRef('clinics.user_id', '=', 'users.id')),
        eb.exists(eb.selectFrom('clinic_members').select('clinic_members.user_id').where('clinic_members.clinic_id', '=', clinicId).whereRef('clinic_members.user_id', '=', 'users.id')),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** An address has one pending invitation per clinic: a new one replaces the old. */
export async function deletePendingFor(db: Db, clinicId: number, email: string) {
  await db.deleteFrom('invitations').where('clinic_id', '=', clinicId).where('email', '=', email).where('used_at', 'is', null).execute();
}

export async function insertInvitation(db: Db, row: Insertable<InvitationsTable>): Promise<PendingInvitation> {
  const r = await db.insertInto('invitations').values(row).returning(['id', 'email', 'created_at', 'expires_at']).executeTakeFirstOrThrow();
  return { ...r, id: Number(r.id) };
}

/** Revokes a pending invitation of this clinic; false when there is none with that id. */
export async function deletePendingInvitation(db: Db, clinicId: number, id: number): Promise<boolean> {
  const r = await db.deleteFrom('invitations').where('clinic_id', '=', clinicId).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** A usable invitation by its token's hash, with the clinic's name. */
export function findUsableInvitation(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('invitations')
    .innerJoin('clinics', 'clinics.id', 'invitations.clinic_id')
    .select(['invitations.id', 'invitations.clinic_id', 'invitations.email', 'invitations.invited_by', 'clinics.name as clinic_name'])
    .where('invitations.token_hash', '=', tokenHash)
    .where('invitations.used_at', 'is', null)
    .where('invitations.expires_at', '>', now)
    .executeTakeFirst();
}

/** Claims an invitation's one use; false when another request used it first. */
export async function useInvitation(db: Db, id: number, now: string): Promise<boolean> {
  const r = await db.updateTable('invitations').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function insertMember(db: Db, row: { user_id: number; clinic_id: number; invited_by: number | null; created_at: string }) {
  await db.insertInto('clinic_members').values(row).execute();
}

export async function unassignMember(db: Db, clinicId: number, userId: number) {
  await db.updateTable('referrals').set({ assignee_id: null }).where('clinic_id', '=', clinicId).where('assignee_id', '=', userId).execute();
}

/** Removes a member (never the owner, who is not in clinic_members); false when not a member here. */
export async function deleteMember(db: Db, clinicId: number, userId: number): Promise<boolean> {
  const r = await db.deleteFrom('clinic_members').where('clinic_id', '=', clinicId).where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
