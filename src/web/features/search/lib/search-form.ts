import { z } from 'zod';
import { PROVINCES, type Province, SEARCH_TEXT_MAX } from '@shared/constants';
import type { SearchCriteria, SearchMode } from '../api/search';

export const SEARCH_MODES = ['specialty', 'name', 'procedure'] as const satisfies readonly SearchMode[];

/** The Select's value for "All provinces" (Radix Select items cannot use an empty value). */
export const ALL_PROVINCES = 'all' as const;

export interface SearchFormValues {
  mode: SearchMode;
  specialtyId: string;
  name: string;
  procedure: string;
  province: typeof ALL_PROVINCES | Province;
}

export const emptySearchForm: SearchFormValues = { mode: 'specialty', specialtyId: '', name: '', procedure: '', province: ALL_PROVINCES };

export interface SearchFormMessages {
  specialty: string;
  name: string;
  procedure: string;
  tooLong: string;
}

/**
 * The panel's rules (SPEC §5): the chosen kind of search needs its value: a specialty, or a non-blank
 * name or procedure (at most SEARCH_TEXT_MAX characters). Only the chosen kind is checked and sent.
 */
export function searchFormSchema(msg: SearchFormMessages) {
  const text = z.string().max(SEARCH_TEXT_MAX, { error: msg.tooLong });
  return z
    .object({
      mode: z.enum(SEARCH_MODES),
      specialtyId: z.string(),
      name: text,
      procedure: text,
      province: z.union([z.literal(ALL_PROVINCES), z.enum(PROVINCES)]),
    })
    .superRefine((v, ctx) => {
      if (v.mode === 'specialty' && !/^\d+$/.test(v.specialtyId)) {
        ctx.addIssue({ code: 'custom', path: ['specialtyId'], message: msg.specialty });
      }
      if (v.mode === 'name' && !v.name.trim()) ctx.addIssue({ code: 'custom', path: ['name'], message: msg.name });
      if (v.mode === 'procedure' && !v.procedure.trim()) {
        ctx.addIssue({ code: 'custom', path: ['procedure'], message: msg.procedure });
      }
    });
}

/** Valid form values → the criteria to search by; "All provinces" means no province filter. */
export function toSearchCriteria(v: SearchFormValues): SearchCriteria {
  const province = v.province === ALL_PROVINCES ? undefined : v.province;
  if (v.mode === 'name') return { mode: 'name', name: v.name.trim(), province };
  if (v.mode === 'procedure') return { mode: 'procedure', procedure: v.procedure.trim(), province };
  return { mode: 'specialty', specialtyId: Number(v.specialtyId), province };
}

/** Same criteria twice: the Search button then refreshes the shown results instead of doing nothing. */
export const sameCriteria = (a: SearchCriteria | null, b: SearchCriteria | null) => JSON.stringify(a) === JSON.stringify(b);
