import { z } from '@shared/zod';

/**
 * POST /api/clinic/wait-times/confirm (issue 21): every wait time of the listing is still current.
 * Answers the moment written as their last_updated and how many entries it covered.
 */
export const waitTimesConfirmed = z.object({
  confirmed_at: z.string(),
  specialties: z.number().int(),
  procedure_waits: z.number().int(),
});
export type WaitTimesConfirmed = z.infer<typeof waitTimesConfirmed>;
