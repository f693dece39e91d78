import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Suggestions } from '@shared/contracts/search';
import { api } from '@web/lib/api-client';

export type SuggestionField = 'procedure' | 'name';
export type SuggestionLang = 'en' | 'fr';

/**
 * GET /api/search/suggestions?q=&field=&lang= : the known terms closest to a text that found nothing
 * (issue 57), for "Did you mean …"; in the language shown first.
 */
export const getSuggestions = (q: string, field: SuggestionField, lang: SuggestionLang) =>
  api.get<Suggestions>(`/api/search/suggestions?${new URLSearchParams({ q, field, lang })}`);

export const suggestionsQueryOptions = (q: string, field: SuggestionField, lang: SuggestionLang, enabled: boolean) =>
  queryOptions({
    queryKey: ['search', 'suggestions', field, lang, q] as const,
    queryFn: () => getSuggestions(q, field, lang),
    enabled: enabled && q.trim().length > 0,
  });

/** Suggestions for a name or procedure search that found nothing; idle until `enabled`. */
export const useSearchSuggestions = (q: string, field: SuggestionField, lang: SuggestionLang, enabled: boolean) =>
  useQuery(suggestionsQueryOptions(q, field, lang, enabled));
