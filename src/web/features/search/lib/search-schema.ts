import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@shared/zod';
import { PLACE_TEXT_MAX, PROVINCES, SEARCH_TEXT_MAX } from '@shared/constants';
import { ALL_PROVINCES, RADIUS_OPTIONS, SEARCH_MODES, type SearchFormMessages, type SearchFormValues } from './search-form';

// Apart from search-form.ts: the panel loads this on its first submit (lib/lazy-resolver.ts), so the
// dashboard's first render builds no schema (docs/decisions/134).

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
      near: z.string().max(PLACE_TEXT_MAX, { error: msg.tooLong }),
      radius: z.enum(RADIUS_OPTIONS),
      emergencyFirst: z.boolean(),
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

/** The panel's resolver (components/search-panel.tsx loads it through lazyResolver). */
export const searchFormResolver = (msg: SearchFormMessages) => zodResolver<SearchFormValues, unknown, SearchFormValues>(searchFormSchema(msg));
