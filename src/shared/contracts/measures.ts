import { z } from '@shared/zod';

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

/** Nothing measured yet (or too few referrals for every measure). */
export const NO_MEASURES: Measures = Object.freeze({ to_accept: null, to_appointment: null, first_response: null });
