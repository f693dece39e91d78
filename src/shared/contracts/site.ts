import { z } from '@shared/zod';

// Its own module, imported by the web as a type only: a zod schema in a module the landing route
// loads stays in its bundle even when unused there.
/** GET /api/meta: what the client may know about this deployment. */
export const siteMeta = z.object({
  demoData: z.boolean(),
  /** The person in charge of personal information and where data is hosted (issue 23); null when not configured. */
  privacy: z.object({ officerName: z.string().nullable(), officerEmail: z.string().nullable(), dataLocation: z.string().nullable() }),
});
export type SiteMeta = z.infer<typeof siteMeta>;
