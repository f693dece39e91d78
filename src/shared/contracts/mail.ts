import { z } from '@shared/zod';

/**
 * The outbox as admins see it (issue 18). pending: waiting for its next try (or for SMTP to be
 * configured); sent: accepted by the SMTP server; failed: gave up after its tries (retry puts it back).
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What a mail is about; decides the template. */
export const MAIL_KINDS = ['password_reset', 'password_changed', 'clinic_message', 'team_invitation', 'practice_invitation', 'referral_event', 'listing_rejected', 'wait_times_check', 'message_reply'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const mailSummary = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  language: z.enum(['en-CA', 'fr-CA']),
  status: z.enum(MAIL_STATUSES),
  tries: z.number().int(),
  next_at: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummary>;

/**
 * One mail with its content. html and text are null when the deployment delivers mail over SMTP:
 * then only the recipient reads them (a reset link is a key to an account; docs/decisions/080).
 * Without SMTP their token links are replaced by a notice, except in the demo (decision 149).
 */
export const mailDetail = mailSummary.extend({
  reply_to: z.string().nullable(),
  message_id: z.string(),
  html: z.string().nullable(),
  text: z.string().nullable(),
});
export type MailDetail = z.infer<typeof mailDetail>;

export const mailListQuery = z.object({ status: z.enum(MAIL_STATUSES).optional() });

/** GET /api/admin/mail: newest first, at most 200, with counts per status and whether SMTP is set. */
export const mailList = z.object({
  items: z.array(mailSummary),
  counts: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  delivering: z.boolean(),
});
export type MailList = z.infer<typeof mailList>;
