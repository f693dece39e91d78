import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Province } from '@shared/constants';
import type { SearchResult } from '@shared/contracts/search';
import { searchBySpecialty } from './search-by-specialty';
import { searchHospitals } from './search-hospitals';

/** Near a place ("Gatineau", "45.42,-75.69") within radiusKm (none: any distance); issue 21. */
export interface NearCriteria {
  province?: Province;
  near?: string;
  radiusKm?: number;
}

/**
 * What the vet submitted: one kind of search, optionally narrowed to a province and near a place. A
 * specialty search may put the hospitals taking emergency cases for it first (issue 57): emergency
 * acceptance is recorded per specialty, so the other searches have no such order.
 */
export type SearchCriteria =
  | ({ mode: 'specialty'; specialtyId: number; emergencyFirst?: boolean } & NearCriteria)
  | ({ mode: 'name'; name: string } & NearCriteria)
  | ({ mode: 'procedure'; procedure: string } & NearCriteria);

export type SearchMode = SearchCriteria['mode'];

/** Sends the one request that answers the criteria. */
export function runSearch(criteria: SearchCriteria): Promise<SearchResult[]> {
  const where = { province: criteria.province, near: criteria.near, radiusKm: criteria.radiusKm };
  switch (criteria.mode) {
    case 'specialty':
      return searchBySpecialty({ specialtyId: criteria.specialtyId, emergencyFirst: criteria.emergencyFirst, ...where });
    case 'name':
      return searchHospitals({ name: criteria.name, ...where });
    case 'procedure':
      return searchHospitals({ procedure: criteria.procedure, ...where });
  }
}

export const searchQueryKey = (criteria: SearchCriteria | null) => ['search', criteria] as const;

/** The same search but for the emergency-first order: its results are the same hospitals. */
const reordered = (a: SearchCriteria | null, b: SearchCriteria | null) =>
  a?.mode === 'specialty' && b?.mode === 'specialty' && JSON.stringify({ ...a, emergencyFirst: undefined }) === JSON.stringify({ ...b, emergencyFirst: undefined });

export const searchQueryOptions = (criteria: SearchCriteria | null) =>
  queryOptions({
    queryKey: searchQueryKey(criteria),
    queryFn: () => (criteria ? runSearch(criteria) : Promise.resolve([])),
    // SPEC §4: nothing is sent until the vet clicks Search.
    enabled: criteria !== null,
    // Turning "Emergency cases first" on or off keeps the shown hospitals (sorted again at once, in
    // lib/search-url.ts) while the server answers, so the switch the vet just used stays where it is
    // instead of giving way to skeleton cards.
    placeholderData: (previous, previousQuery) => (previousQuery && reordered(previousQuery.queryKey[1], criteria) ? previous : undefined),
  });

/** Results for the submitted criteria; idle (no request) while nothing has been submitted. */
export const useSearchResults = (criteria: SearchCriteria | null) => useQuery(searchQueryOptions(criteria));
