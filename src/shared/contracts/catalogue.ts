import { z } from 'zod';

/** A catalogue specialty (SPEC §3). */
export const specialty = z.object({
  id: z.number().int(),
  name: z.string(),
  display_order: z.number().int(),
  is_active: z.boolean(),
});
export type Specialty = z.infer<typeof specialty>;

export const specialtyList = z.array(specialty);
