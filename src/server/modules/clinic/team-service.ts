import { INVITATION_LIMIT, INVITATION_TTL_DAYS } from '@shared/constants';
import type { CurrentUser } from '@shared/contracts/auth';
import type { InvitationInfo, PendingInvitation, Team } from '@shared/contracts/team';
import type { Db } from '../../db';
import { type Clock, isoAfter } from '../../clock';
import { isUniqueViolation } from '../../db/dialect';
import { toUserRow } from '../../db/rows/users';
import { appError } from '../../errors';
import { type Actor, record } from '../audit';
import * as authRepo from '../auth';
import { hashPassword, isCommonPassword } from '../auth';
import { hashLinkToken, newLinkToken } from '../auth';
import { appLink, enqueueMail, mailQueued, type MailSettings } from '../mail';
import * as limits from '../rate-limit';
import * as hospitalsRepo from '../hospitals';
import { acceptPracticeInvitation, practiceInvitationInfo } from '../practice';
import { deleteClinicNotificationsOf } from '../notifications';
import * as repo from './repository';
import * as team from './team-repository';

/**
 * Clinic teams (issue 18, docs/decisions/082). The owner (clinics.user_id) invites colleagues by
 * e-mail; a member acts for the clinic on everything the owner does except the team itself.
 */
export interface TeamContext {
  db: Db;
  clock: Clock;
  mail: MailSettings;
  actor: Actor;
}

/** Adds clinic_role to a user as GET /api/user and sign-in answer it. */
export async function withClinicRole(db: Db, user: CurrentUser): Promise<CurrentUser> {
  if (user.role !== 'clinic') return { ...user, clinic_role: null };
  return { ...user, clinic_role: (await repo.membershipOfUser(db, user.id))?.role ?? null };
}

/** The clinic the caller owns: 409 before the listing exists, 403 for a member. */
async function ownedClinicId(db: Db, userId: number): Promise<number> {
  const membership = await repo.membershipOfUser(db, userId);
  if (!membership) throw appError('LISTING_REQUIRED');
  if (membership.role !== 'owner') throw appError('TEAM_OWNER_ONLY');
  return membership.clinicId;
}

export async function getTeam(ctx: TeamContext, userId: number): Promise<Team> {
  const clinicId = await ownedClinicId(ctx.db, userId);
  const [members, invitations] = await Promise.all([
    team.listMembers(ctx.db, clinicId),
    team.listPendingInvitations(ctx.db, clinicId, ctx.clock.now().toISOString()),
  ]);
  return { members, invitations };
}

/** Mails an invitation; inviting an address again replaces its pending invitation (a fresh link). */
export async function invite(ctx: TeamContext, inviter: CurrentUser, email: string): Promise<PendingInvitation> {
  const clinicId = await ownedClinicId(ctx.db, inviter.id);
  await limits.consume(ctx.db, { bucket: `invite-clinic:${clinicId}`, max: INVITATION_LIMIT, windowMs: 60 * 60 * 1000 }, ctx.clock.now().getTime());
  if (await team.isOnTeam(ctx.db, clinicId, email)) throw appError('ALREADY_MEMBER');
  const clinic = (await hospitalsRepo.findClinic(ctx.db, clinicId))!;
  const invitee = await authRepo.findUserByUsername(ctx.db, email);
  const language = invitee?.language ?? (clinic.language === 'fr' ? 'fr-CA' : clinic.language === 'en' ? 'en-CA' : (inviter.language ?? 'en-CA'));
  const { token, hash } = newLinkToken();
  const pending = await ctx.db.transaction().execute(async (trx) => {
    await team.deletePendingFor(trx, clinicId, email);
    const created = await team.insertInvitation(trx, {
      token_hash: hash,
      clinic_id: clinicId,
      email,
      invited_by: inviter.id,
      created_at: ctx.clock.now().toISOString(),
      expires_at: isoAfter(ctx.clock, INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
    });
    await enqueueMail(trx, ctx.clock, ctx.mail, {
      kind: 'team_invitation',
      to: email,
      language,
      data: { clinicName: clinic.name, inviterName: inviter.display_name ?? inviter.username, link: appLink(ctx.mail, `/invite?token=${token}`), days: INVITATION_TTL_DAYS },
    });
    await record(trx, ctx.actor, { action: 'clinic.team.invite', target: `clinic:${clinicId}`, detail: { email } });
    return created;
  });
  mailQueued();
  return pending;
}

export async function revokeInvitation(ctx: TeamContext, userId: number, invitationId: number): Promise<void> {
  const clinicId = await ownedClinicId(ctx.db, userId);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await team.deletePendingInvitation(trx, clinicId, invitationId))) throw appError('INVITATION_NOT_FOUND');
    await record(trx, ctx.actor, { action: 'clinic.team.revoke', target: `clinic:${clinicId}`, detail: { invitation: invitationId } });
  });
}

export async function removeMember(ctx: TeamContext, ownerId: number, memberId: number): Promise<void> {
  const clinicId = await ownedClinicId(ctx.db, ownerId);
  if (memberId === ownerId) throw appError('OWNER_NOT_REMOVABLE');
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await team.deleteMember(trx, clinicId, memberId))) throw appError('MEMBER_NOT_FOUND');
    // What they were told about the clinic's referrals goes with their access to them.
    await deleteClinicNotificationsOf(trx, memberId, clinicId);
    // Their assigned referrals go back to the queue's unassigned, not to someone who left (issue 59).
    await team.unassignMember(trx, clinicId, memberId);
    await record(trx, ctx.actor, { action: 'clinic.team.remove', target: `clinic:${clinicId}`, detail: { user: memberId } });
  });
}

const usableInvitation = (ctx: Pick<TeamContext, 'db' | 'clock'>, token: string) => team.findUsableInvitation(ctx.db, hashLinkToken(token), ctx.clock.now().toISOString());

/** What the invite page shows; only the holder of the mailed link can ask. A practice's invitation (issue 59) is read there. */
export async function invitationInfo(ctx: Pick<TeamContext, 'db' | 'clock'>, token: string): Promise<InvitationInfo> {
  const inv = await usableInvitation(ctx, token);
  if (!inv) {
    const practice = await practiceInvitationInfo(ctx, token);
    if (!practice) throw appError('INVITATION_INVALID');
    return practice;
  }
  return { clinic_name: inv.clinic_name, kind: 'clinic', email: inv.email, account_exists: (await authRepo.findUserByUsername(ctx.db, inv.email)) !== undefined };
}

/**
 * Accepts an invitation. An address without an account gets one (role clinic, no listing of its own)
 * with the password sent; an existing account must be the signed-in caller. Either way it joins the
 * clinic, once: the invitation's use is claimed in the same transaction as the membership.
 * Answers the user and whether the route must start a session for it (a new account).
 */
export async function acceptInvitation(
  ctx: TeamContext & { ipLimit: number },
  token: string,
  body: { password?: string; name?: string },
  caller: CurrentUser | null,
): Promise<{ user: CurrentUser; created: boolean }> {
  const inv = await usableInvitation(ctx, token);
  if (!inv) {
    // The same link accepts a practice's invitation (issue 59).
    const joined = await acceptPracticeInvitation(ctx, token, body, caller);
    if (!joined) throw appError('INVITATION_INVALID');
    return { user: await withClinicRole(ctx.db, joined.user), created: joined.created };
  }
  const { password, name } = body;
  const existing = await authRepo.findUserByUsername(ctx.db, inv.email);
  const now = () => ctx.clock.now().toISOString();
  const join = async (trx: Db, userId: number) => {
    if (!(await team.useInvitation(trx, Number(inv.id), now()))) throw appError('INVITATION_INVALID');
    try {
      await team.insertMember(trx, { user_id: userId, clinic_id: Number(inv.clinic_id), invited_by: inv.invited_by, created_at: now() });
    } catch (err) {
      // One clinic per account: the primary key of clinic_members settles a race with another join.
      if (isUniqueViolation(err)) throw appError('ALREADY_IN_A_CLINIC');
      throw err;
    }
    await record(trx, { actorId: userId, ip: ctx.actor.ip }, { action: 'clinic.team.join', target: `clinic:${inv.clinic_id}` });
  };

  if (existing) {
    if (!caller) throw appError('INVITATION_SIGN_IN_REQUIRED');
    if (caller.id !== Number(existing.id)) throw appError('INVITATION_OTHER_ACCOUNT');
    if (existing.role !== 'clinic') throw appError('INVITATION_NOT_CLINIC_ACCOUNT');
    if (await repo.membershipOfUser(ctx.db, caller.id)) throw appError('ALREADY_IN_A_CLINIC');
    await ctx.db.transaction().execute((trx) => join(trx, caller.id));
    return { user: await withClinicRole(ctx.db, caller), created: false };
  }

  await limits.consume(ctx.db, { bucket: `auth-ip:${ctx.actor.ip}`, max: ctx.ipLimit, windowMs: 60_000 });
  if (!password) throw appError('INVITATION_PASSWORD_REQUIRED');
  if (!name) throw appError('INVITATION_NAME_REQUIRED');
  if (isCommonPassword(password)) throw appError('PASSWORD_TOO_COMMON');
  const password_hash = await hashPassword(password);
  try {
    const user = await ctx.db.transaction().execute(async (trx) => {
      const created = await authRepo.insertUser(trx, toUserRow({ username: inv.email, password_hash, role: 'clinic', display_name: name }));
      await record(trx, { actorId: created.id, ip: ctx.actor.ip }, { action: 'auth.register', target: inv.email, detail: { invitation: Number(inv.id) } });
      await join(trx, created.id);
      return created;
    });
    return { user: { ...user, clinic_role: 'member' }, created: true };
  } catch (err) {
    if (isUniqueViolation(err)) throw appError('EMAIL_TAKEN');
    throw err;
  }
}
