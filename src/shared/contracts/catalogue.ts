import { z } from '@shared/zod';

/** A catalogue specialty (SPEC §3). */
export const specialty = z.object({
  id: z.number().int(),
  name: z.string(),
  /**
   * The French name an admin gave it (the seed gives the catalogue's own); null when none. The server
   * always sends it; optional in the type only so that objects the web builds without it (its test
   * fixtures, written before issue 17) still type-check.
   */
  name_fr: z.string().nullable().optional(),
  display_order: z.number().int(),
  is_active: z.boolean(),
});
export type Specialty = z.infer<typeof specialty>;

export const specialtyList = z.array(specialty);
