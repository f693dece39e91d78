import { z } from '@shared/zod';
import { MSG, linkToken, personName } from './auth';
import { idParam } from './common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from '../constants';

export const MEMBER_ROLES = ['owner', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** A person who acts for the clinic. */
export const teamMember = z.object({
  user_id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  role: z.enum(MEMBER_ROLES),
  joined_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMember>;

/** An invitation not yet accepted and not expired. */
export const pendingInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

/** GET /api/clinic/team (the owner only). */
export const team = z.object({ members: z.array(teamMember), invitations: z.array(pendingInvitation) });
export type Team = z.infer<typeof team>;

/** POST /api/clinic/team/invitations. Inviting an address again replaces its pending invitation. */
export const invitationBody = z.object({
  email: z
    .string({ error: MSG.invalidEmail })
    .trim()
    .max(USERNAME_MAX_LENGTH, { error: MSG.invalidEmail })
    .pipe(z.email({ error: MSG.invalidEmail }))
    .transform((s) => s.toLowerCase()),
});
export type InvitationBody = z.input<typeof invitationBody>;

export const invitationTokenParams = z.object({ token: linkToken });

/**
 * GET /api/invitations/{token}: what the invite page shows. account_exists tells it whether to ask
 * for a new password or for a sign-in (only the holder of the mailed link learns it).
 */
export const invitationInfo = z.object({
  /** The name of the team's organization: the clinic's, or (kind practice, issue 59) the practice's. */
  clinic_name: z.string(),
  kind: z.enum(['clinic', 'practice']),
  email: z.string(),
  account_exists: z.boolean(),
});
export type InvitationInfo = z.infer<typeof invitationInfo>;

/**
 * POST /api/invitations/{token}/accept. password creates the invited account; an existing account
 * accepts signed in and sends no password.
 */
export const acceptInvitationBody = z.object({
  /** The new account's name (issue 59: people are shown by name); an existing account sends none. */
  name: personName.optional(),
  password: z
    .string({ error: MSG.passwordMin })
    .min(PASSWORD_MIN_LENGTH, { error: MSG.passwordMin })
    .max(PASSWORD_MAX_LENGTH, { error: MSG.passwordMax })
    .optional(),
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBody>;

/** The invite page's new-account form. */
export const acceptInvitationForm = z
  .object({
    name: personName,
    password: z.string().min(PASSWORD_MIN_LENGTH, { error: MSG.passwordMin }).max(PASSWORD_MAX_LENGTH, { error: MSG.passwordMax }),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { error: MSG.passwordsMismatch, path: ['confirmPassword'] });
export type AcceptInvitationForm = z.input<typeof acceptInvitationForm>;

export const memberParams = z.object({ userId: idParam });
