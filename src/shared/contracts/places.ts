import { z } from '@shared/zod';
import { PLACE_TEXT_MAX, PROVINCES } from '../constants';

export { PLACE_TEXT_MAX } from '../constants';

/** A Canadian place of the gazetteer (GeoNames, CC BY 4.0): its name, province and coordinates. */
export const place = z.object({
  name: z.string(),
  province: z.enum(PROVINCES),
  lat: z.number(),
  lon: z.number(),
});
export type Place = z.infer<typeof place>;

/** GET /api/places?q= : places whose name starts with q, for the search box's suggestions. */
export const placesQuery = z.object({ q: z.string().trim().max(PLACE_TEXT_MAX, { error: `At most ${PLACE_TEXT_MAX} characters` }) });
export const places = z.array(place);
