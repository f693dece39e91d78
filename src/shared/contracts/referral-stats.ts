import { z } from '@shared/zod';
import { REFERRAL_STATUSES } from '../referral-status';
import { measures } from './measures';

/** The referral dashboards (issue 20, docs/decisions/090); apart from measures.ts, which search's schemas carry to the browser. */
const byStatus = z.partialRecord(z.enum(REFERRAL_STATUSES), z.number().int());

/** GET /api/clinic/referral-stats: the clinic's own measures and its open referrals by status. */
export const clinicReferralStats = z.object({ measured: measures, open_by_status: byStatus });
export type ClinicReferralStats = z.infer<typeof clinicReferralStats>;

/** GET /api/admin/referrals/stats: counts by status and the share answered within 2 business days. */
export const adminReferralStats = z.object({
  by_status: byStatus,
  answered_in_time: z.object({
    /** Referrals submitted in the window whose 2 business days have passed, or that were answered. */
    referrals: z.number().int(),
    /** Of those, answered within their 2 business days. */
    answered: z.number().int(),
    /** answered / referrals, 0 to 1; null when there are none. */
    share: z.number().nullable(),
  }),
});
export type AdminReferralStats = z.infer<typeof adminReferralStats>;
