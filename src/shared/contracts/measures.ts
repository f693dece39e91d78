import { z } from 'zod';
import { REFERRAL_STATUSES } from '../referral-status';

/**
 * Wait times measured from real referrals (issue 20, docs/decisions/090): medians over the referrals
 * submitted in the last MEASURED_WINDOW_DAYS, each over the referrals that reached its end moment.
 * A measure counting fewer than MEASURED_MIN_REFERRALS referrals is null (hidden).
 */
export const measure = z
  .object({
    /** The median in days, rounded to one decimal, half up. */
    median_days: z.number(),
    /** How many referrals the median is over. */
    referrals: z.number().int(),
  })
  .nullable();
export type Measure = z.infer<typeof measure>;

/** Submitted → accepted, submitted → appointment date, submitted → first decision. */
export const measures = z.object({ to_accept: measure, to_appointment: measure, first_response: measure });
export type Measures = z.infer<typeof measures>;

/**
 * What a search result shows beside the self-reported wait: the median to the appointment only (the
 * card's line; the profile has the rest), which keeps the search cheap (docs/decisions/090). `scope`
 * says what it covers: the searched specialty (specialty search) or all the hospital's referrals (name
 * and procedure search).
 */
export const searchMeasures = z.object({ scope: z.enum(['specialty', 'hospital']), to_appointment: measure });
export type SearchMeasures = z.infer<typeof searchMeasures>;

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

/** Nothing measured yet (or too few referrals for every measure). */
export const NO_MEASURES: Measures = Object.freeze({ to_accept: null, to_appointment: null, first_response: null });
