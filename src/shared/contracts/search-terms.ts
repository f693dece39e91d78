import { z } from '@shared/zod';
import { idParam } from './common';

/**
 * The search vocabulary (issue 57): terms grouped by concept, so French, English and abbreviations of
 * one concept find the same hospitals ("chimio", "chimiothérapie", "chemotherapy"). Seeded with a
 * reviewed list; admins add and remove terms. A concept may stand for a catalogue specialty: its terms
 * then also find the hospitals offering that specialty. Specialty names are terms of their own concept
 * without being stored here.
 */
export const SEARCH_TERM_MAX = 60;
export const CONCEPT_MAX = 60;

export const searchTerm = z.object({
  id: z.number().int(),
  /** The concept's slug ("chemotherapy"); terms with the same slug are synonyms. */
  concept: z.string(),
  term: z.string(),
  /** The language it is written in, or null for both (abbreviations such as "MRI"). */
  language: z.enum(['en', 'fr']).nullable(),
  /** An abbreviation matches whole words only ("CT" never matches "cataract"). */
  abbreviation: z.boolean(),
  /** The catalogue specialty the concept stands for, if any. */
  specialty_id: z.number().int().nullable(),
  /** False for the reviewed list's own terms, true for those an admin added. */
  added_by_admin: z.boolean(),
});
export type SearchTerm = z.infer<typeof searchTerm>;
export const searchTermList = z.array(searchTerm);

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `Enter the ${what}` })
    .max(max, { error: `At most ${max} characters` })
    .refine((s) => /[\p{L}\p{N}]/u.test(s), { error: `The ${what} needs a letter or a digit` });

/** POST /api/admin/search-terms: a term added to a concept (a new slug starts a new concept). */
export const createSearchTerm = z.object({
  concept: text(CONCEPT_MAX, 'concept').transform((s) => s.toLowerCase()),
  term: text(SEARCH_TERM_MAX, 'term'),
  language: z.enum(['en', 'fr']).nullable().default(null),
  abbreviation: z.boolean().default(false),
  specialty_id: idParam.nullable().default(null),
});
export type CreateSearchTerm = z.input<typeof createSearchTerm>;
