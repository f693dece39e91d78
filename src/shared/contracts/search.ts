import { z } from 'zod';
import { PROVINCES, SEARCH_TEXT_MAX } from '../constants';
import { searchMeasures } from './measures';

export const SEARCH_MSG = {
  needCriteria: 'Choose a specialty, or enter a hospital name or a procedure.',
  tooLong: `At most ${SEARCH_TEXT_MAX} characters`,
  province: 'Choose one of the 13 provinces and territories',
} as const;

const province = z.enum(PROVINCES, { error: SEARCH_MSG.province }).optional();
const text = z.string().trim().max(SEARCH_TEXT_MAX, { error: SEARCH_MSG.tooLong }).optional();

/** GET /api/specialties/{id}/search?province= */
export const specialtySearchQuery = z.object({ province });

/**
 * GET /api/hospitals/search?name=&procedure=&province=. A non-blank name wins over a procedure
 * (SPEC §5: a name search takes priority).
 */
export const hospitalSearchQuery = z
  .object({ name: text, procedure: text, province })
  .refine((q) => Boolean(q.name || q.procedure), { error: SEARCH_MSG.needCriteria, path: ['name'] });
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
});
export type SearchResult = z.infer<typeof searchResult>;
export const searchResults = z.array(searchResult);
