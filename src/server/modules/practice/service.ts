import { INVITATION_LIMIT, INVITATION_TTL_DAYS } from '@shared/constants';
import type { CurrentUser } from '@shared/contracts/auth';
import type { PracticeTeam } from '@shared/contracts/practice';
import type { InvitationInfo, PendingInvitation } from '@shared/contracts/team';
import type { Db } from '../../db';
import { type Clock, isoAfter } from '../../clock';
import { isUniqueViolation } from '../../db/dialect';
import { ensurePractice, practiceMembership } from '../../db/rows/practice-members';
import { toUserRow } from '../../db/rows/users';
import { appError } from '../../errors';
import { type Actor, record } from '../audit';
import * as authRepo from '../auth';
import { hashLinkToken, hashPassword, isCommonPassword, newLinkToken } from '../auth';
import { appLink, enqueueMail, mailQueued, type MailSettings } from '../mail';
import * as limits from '../rate-limit';
import * as repo from './repository';

/**
 * Practices, the vet side's teams (issue 59, docs/decisions/153), on the clinic team's pattern: the
 * owner invites colleagues by e-mail; every member follows the referrals the practice sends, answers
 * the hospital and hears of them. A vet who registers alone owns a one-person practice.
 */
export interface PracticeContext {
  db: Db;
  clock: Clock;
  mail: MailSettings;
  actor: Actor;
}

/** The practice the caller owns; 403 for a member. */
async function ownedPracticeId(db: Db, userId: number): Promise<number> {
  const membership = await ensurePractice(db, userId);
  if (membership.role !== 'owner') throw appError('PRACTICE_OWNER_ONLY');
  return membership.practiceId;
}

export async function getTeam(ctx: PracticeContext, userId: number): Promise<PracticeTeam> {
  const { practiceId, role } = await ensurePractice(ctx.db, userId);
  const [name, members, invitations] = await Promise.all([
    repo.practiceName(ctx.db, practiceId),
    repo.listMembers(ctx.db, practiceId),
    role === 'owner' ? repo.listPendingInvitations(ctx.db, practiceId, ctx.clock.now().toISOString()) : Promise.resolve([]),
  ]);
  return { name, role, members, invitations };
}

/** Mails an invitation; inviting an address again replaces its pending invitation (a fresh link). */
export async function invite(ctx: PracticeContext, inviter: CurrentUser, email: string): Promise<PendingInvitation> {
  const inviterName = inviter.display_name ?? inviter.username;
  const practiceId = await ownedPracticeId(ctx.db, inviter.id);
  await limits.consume(ctx.db, { bucket: `invite-practice:${practiceId}`, max: INVITATION_LIMIT, windowMs: 60 * 60 * 1000 }, ctx.clock.now().getTime());
  if (await repo.isMember(ctx.db, practiceId, email)) throw appError('ALREADY_MEMBER');
  const invitee = await authRepo.findUserByUsername(ctx.db, email);
  const name = (await repo.practiceLabel(ctx.db, practiceId)) ?? inviterName;
  const { token, hash } = newLinkToken();
  const pending = await ctx.db.transaction().execute(async (trx) => {
    await repo.deletePendingFor(trx, practiceId, email);
    const created = await repo.insertInvitation(trx, {
      token_hash: hash,
      practice_id: practiceId,
      email,
      invited_by: inviter.id,
      created_at: ctx.clock.now().toISOString(),
      expires_at: isoAfter(ctx.clock, INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
    });
    await enqueueMail(trx, ctx.clock, ctx.mail, {
      kind: 'practice_invitation',
      to: email,
      language: invitee?.language ?? inviter.language ?? 'en-CA',
      data: { practiceName: name, inviterName, link: appLink(ctx.mail, `/invite?token=${token}`), days: INVITATION_TTL_DAYS },
    });
    await record(trx, ctx.actor, { action: 'practice.team.invite', target: `practice:${practiceId}`, detail: { email } });
    return created;
  });
  mailQueued();
  return pending;
}

export async function revokeInvitation(ctx: PracticeContext, userId: number, invitationId: number): Promise<void> {
  const practiceId = await ownedPracticeId(ctx.db, userId);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.deletePendingInvitation(trx, practiceId, invitationId))) throw appError('INVITATION_NOT_FOUND');
    await record(trx, ctx.actor, { action: 'practice.team.revoke', target: `practice:${practiceId}`, detail: { invitation: invitationId } });
  });
}

/** The removed member keeps what they sent themselves (vet_id) and starts a practice of their own on next need. */
export async function removeMember(ctx: PracticeContext, ownerId: number, memberId: number): Promise<void> {
  const practiceId = await ownedPracticeId(ctx.db, ownerId);
  if (memberId === ownerId) throw appError('OWNER_NOT_REMOVABLE');
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteMember(trx, practiceId, memberId))) throw appError('MEMBER_NOT_FOUND');
    await repo.deletePracticeNotificationsOf(trx, memberId, practiceId);
    await record(trx, ctx.actor, { action: 'practice.team.remove', target: `practice:${practiceId}`, detail: { user: memberId } });
  });
}

const usable = (ctx: Pick<PracticeContext, 'db' | 'clock'>, token: string) => repo.findUsableInvitation(ctx.db, hashLinkToken(token), ctx.clock.now().toISOString());

/** The invite page's view of a practice invitation; undefined when the token is no practice's. */
export async function invitationInfo(ctx: Pick<PracticeContext, 'db' | 'clock'>, token: string): Promise<InvitationInfo | undefined> {
  const inv = await usable(ctx, token);
  if (!inv) return undefined;
  const exists = (await authRepo.findUserByUsername(ctx.db, inv.email)) !== undefined;
  return { clinic_name: (await repo.practiceLabel(ctx.db, Number(inv.practice_id))) ?? inv.email, kind: 'practice', email: inv.email, account_exists: exists };
}

/**
 * Accepts a practice invitation, or answers undefined when the token is no practice's (the clinic's
 * accept route asks here second). An address without an account gets a vet account with the name and
 * password sent; an existing vet account must be the signed-in caller, and may bring its one-person
 * practice along (a practice with colleagues must let them go first).
 */
export async function acceptInvitation(
  ctx: PracticeContext & { ipLimit: number },
  token: string,
  body: { password?: string; name?: string },
  caller: CurrentUser | null,
): Promise<{ user: CurrentUser; created: boolean } | undefined> {
  const inv = await usable(ctx, token);
  if (!inv) return undefined;
  const existing = await authRepo.findUserByUsername(ctx.db, inv.email);
  const now = () => ctx.clock.now().toISOString();
  const join = async (trx: Db, userId: number, leaving: number | undefined) => {
    if (!(await repo.useInvitation(trx, Number(inv.id), now()))) throw appError('INVITATION_INVALID');
    try {
      await repo.joinPractice(trx, userId, Number(inv.practice_id), inv.invited_by, now(), leaving);
    } catch (err) {
      if (isUniqueViolation(err)) throw appError('ALREADY_IN_A_PRACTICE');
      throw err;
    }
    await record(trx, { actorId: userId, ip: ctx.actor.ip }, { action: 'practice.team.join', target: `practice:${inv.practice_id}` });
  };

  if (existing) {
    if (!caller) throw appError('INVITATION_SIGN_IN_REQUIRED');
    if (caller.id !== Number(existing.id)) throw appError('INVITATION_OTHER_ACCOUNT');
    if (existing.role !== 'vet') throw appError('INVITATION_NOT_VET_ACCOUNT');
    const current = await practiceMembership(ctx.db, caller.id);
    if (current?.practiceId === Number(inv.practice_id)) throw appError('ALREADY_MEMBER');
    if (current && (current.role !== 'owner' || (await repo.memberCount(ctx.db, current.practiceId)) > 1)) throw appError('ALREADY_IN_A_PRACTICE');
    await ctx.db.transaction().execute((trx) => join(trx, caller.id, current?.practiceId));
    return { user: caller, created: false };
  }

  await limits.consume(ctx.db, { bucket: `auth-ip:${ctx.actor.ip}`, max: ctx.ipLimit, windowMs: 60_000 });
  if (!body.password) throw appError('INVITATION_PASSWORD_REQUIRED');
  if (!body.name) throw appError('INVITATION_NAME_REQUIRED');
  if (isCommonPassword(body.password)) throw appError('PASSWORD_TOO_COMMON');
  const password_hash = await hashPassword(body.password);
  try {
    const user = await ctx.db.transaction().execute(async (trx) => {
      const created = await authRepo.insertUser(trx, toUserRow({ username: inv.email, password_hash, role: 'vet', display_name: body.name }));
      await record(trx, { actorId: created.id, ip: ctx.actor.ip }, { action: 'auth.register', target: inv.email, detail: { practice_invitation: Number(inv.id) } });
      await join(trx, created.id, undefined);
      return created;
    });
    return { user, created: true };
  } catch (err) {
    if (isUniqueViolation(err)) throw appError('EMAIL_TAKEN');
    throw err;
  }
}
