import { z } from '@shared/zod';
import { idParam } from './common';

/** POST /api/bookmarks */
export const bookmarkBody = z.object({ clinic_id: idParam.pipe(z.number()) });
export type BookmarkBody = z.input<typeof bookmarkBody>;

export const bookmarkedHospital = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  province: z.string(),
  logo_url: z.string().nullable(),
});
export type BookmarkedHospital = z.infer<typeof bookmarkedHospital>;
export const bookmarkList = z.array(bookmarkedHospital);

export const bookmarkStatus = z.object({ isBookmarked: z.boolean() });
export type BookmarkStatus = z.infer<typeof bookmarkStatus>;

export const clinicIdParams = z.object({ clinicId: idParam });
