import { z } from '@shared/zod';
import { PROVINCES, SEARCH_TEXT_MAX } from '../constants';
import { searchMeasures } from './measures';
import { PLACE_TEXT_MAX } from './places';

export const SEARCH_MSG = {
  needCriteria: 'Choose a specialty, or enter a hospital name, a procedure or a place.',
  tooLong: `At most ${SEARCH_TEXT_MAX} characters`,
  province: 'Choose one of the 13 provinces and territories',
  radius: 'Choose a distance from 1 to 5000 km',
} as const;

const province = z.enum(PROVINCES, { error: SEARCH_MSG.province }).optional();
const text = z.string().trim().max(SEARCH_TEXT_MAX, { error: SEARCH_MSG.tooLong }).optional();

export { RADII_KM } from '../constants';

/**
 * `near` and `radius_km` of both searches: a place ("Gatineau", "London, ON") or `lat,lon`, and how
 * far from it; results then carry distance_km and come nearest first.
 */
const nearQuery = {
  near: z.string().trim().max(PLACE_TEXT_MAX, { error: `At most ${PLACE_TEXT_MAX} characters` }).optional(),
  radius_km: z.coerce.number({ error: SEARCH_MSG.radius }).int({ error: SEARCH_MSG.radius }).min(1, { error: SEARCH_MSG.radius }).max(5000, { error: SEARCH_MSG.radius }).optional(),
};

/** `near` given as coordinates ("45.42,-75.69"). */
export const LAT_LON = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
/** A Canadian postal code or its first three characters (FSA): "K1A", "K1A 0B1", "k1a0b1". */
export const POSTAL_CODE = /^\s*[abceghj-nprstvxy]\d[a-z](?:\s*\d[a-z]\d)?\s*$/i;

/**
 * GET /api/specialties/{id}/search?province=&near=&radius_km=&emergency_first= : shorter waits first
 * (nearest first near a place), then name; `emergency_first=true` puts hospitals taking emergency cases
 * for the specialty first (issue 57).
 */
export const specialtySearchQuery = z.object({ province, ...nearQuery, emergency_first: z.stringbool({ error: 'Use true or false' }).optional() });

/**
 * GET /api/hospitals/search?name=&procedure=&province=&near=&radius_km=. A non-blank name wins over a
 * procedure (SPEC §5: a name search takes priority); `near` alone lists the hospitals around a place.
 */
export const hospitalSearchQuery = z
  .object({ name: text, procedure: text, province, ...nearQuery })
  .refine((q) => Boolean(q.name || q.procedure || q.near), { error: SEARCH_MSG.needCriteria, path: ['name'] });
export type HospitalSearchQuery = z.input<typeof hospitalSearchQuery>;

/** The specialty row of a specialty search result (SPEC §3, plus last_updated). */
export const clinicSpecialtySummary = z.object({
  specialty_id: z.number().int(),
  wait_time: z.string().nullable(),
  accepting_emergency: z.boolean(),
  notes: z.string().nullable(),
  last_updated: z.string(),
});

/** What a procedure search matched at one hospital: its quote's price range and/or its wait entry. */
export const procedureMatch = z.object({
  procedure: z.string(),
  price_range: z.string().nullable(),
  /** When that quote was last edited (issue 21: a price carries its date, as a wait does). */
  price_updated: z.string().nullable(),
  wait_time: z.string().nullable(),
  last_updated: z.string().nullable(),
});

/**
 * What a text search matched (issue 57). `field`: the hospital's name, its city, one of its procedures
 * (a quote or a wait entry) or a specialty it offers; `text`: that name as the hospital lists it; `via`:
 * how: `exact` (the whole name), `word` (whole words of it), `partial` (the start or inside of a word),
 * `synonym` (another term of the same concept in the vocabulary: "chimio" matched "Chemotherapy"),
 * `typo` (a spelling one letter away); `term`: the vocabulary term or corrected spelling that matched,
 * for `synonym` and `typo`, else null.
 */
export const searchMatch = z.object({
  field: z.enum(['name', 'city', 'procedure', 'specialty']),
  text: z.string(),
  via: z.enum(['exact', 'word', 'partial', 'synonym', 'typo']),
  term: z.string().nullable(),
});
export type SearchMatch = z.infer<typeof searchMatch>;

/** At most this many hospitals beyond the radius answer a search with none inside it (issue 57). */
export const BEYOND_RADIUS_LIMIT = 3;

/**
 * GET /api/search/suggestions?q=&field=&lang= : the known terms closest to a text that found nothing
 * (issue 57), for "Did you mean …": vocabulary terms and specialty names for a procedure, hospital
 * names for a name; in the language asked first.
 */
export const suggestionsQuery = z.object({
  q: z.string().trim().min(1, { error: 'Enter a search text' }).max(SEARCH_TEXT_MAX, { error: SEARCH_MSG.tooLong }),
  field: z.enum(['procedure', 'name']).default('procedure'),
  lang: z.enum(['en', 'fr']).default('en'),
});
export const suggestions = z.object({ suggestions: z.array(z.string()).max(5) });
export type Suggestions = z.infer<typeof suggestions>;

export const searchResult = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string(),
  logo_url: z.string().nullable(),
  contact_email: z.string().nullable(),
  /** The hospital's phone, called from the card (issue 21). */
  phone: z.string().nullable(),
  /** When an admin verified the listing (search finds only verified listings, issue 21). */
  verified_at: z.string(),
  /** Set for a specialty search, null otherwise. */
  clinicSpecialty: clinicSpecialtySummary.nullable(),
  /** Set for a procedure search, null otherwise. */
  procedureMatch: procedureMatch.nullable(),
  /** Wait times measured from real referrals (issue 20). */
  measured: searchMeasures,
  /** Kilometres from the `near` place, to one decimal; only when the search was near a place (issue 21). */
  distance_km: z.number().optional(),
  /**
   * True on the nearest hospitals beyond the radius, answered (at most BEYOND_RADIUS_LIMIT) only when
   * none lies within it (issue 57).
   */
  beyond_radius: z.boolean().optional(),
  /** What a name or procedure search matched at this hospital (issue 57); absent for other searches. */
  matched: searchMatch.optional(),
});
export type SearchResult = z.infer<typeof searchResult>;
export const searchResults = z.array(searchResult);
