import { z } from '@shared/zod';
import { MEMBER_ROLES, pendingInvitation, teamMember } from './team';

/**
 * GET /api/practice/team (issue 59): the caller's practice, the vet side's team. Every member sees who
 * else follows the practice's referrals; the owner also sees the pending invitations and manages them.
 */
export const practiceTeam = z.object({
  name: z.string().nullable(),
  /** The caller's part in it. */
  role: z.enum(MEMBER_ROLES),
  members: z.array(teamMember),
  /** Empty for a member: only the owner manages invitations. */
  invitations: z.array(pendingInvitation),
});
export type PracticeTeam = z.infer<typeof practiceTeam>;
