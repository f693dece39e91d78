import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Place } from '@shared/contracts/places';
import { api } from '@web/lib/api-client';

/** GET /api/places?q= : Canadian places whose name starts with q, exact names first (at most 8). */
export const suggestPlaces = (q: string) => api.get<Place[]>(`/api/places?${new URLSearchParams({ q })}`);

export const placesQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['places', q], queryFn: () => suggestPlaces(q), enabled: q.trim().length >= 2, staleTime: Infinity });

/** Suggestions for the Near field; idle below two characters. */
export const usePlaceSuggestions = (q: string) => useQuery(placesQueryOptions(q));
