import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Province } from '@shared/constants';
import type { SearchResult } from '@shared/contracts/search';
import { searchBySpecialty } from './search-by-specialty';
import { searchHospitals } from './search-hospitals';

/** What the vet submitted: one kind of search, optionally narrowed to a province. */
export type SearchCriteria =
  | { mode: 'specialty'; specialtyId: number; province?: Province }
  | { mode: 'name'; name: string; province?: Province }
  | { mode: 'procedure'; procedure: string; province?: Province };

export type SearchMode = SearchCriteria['mode'];

/** Sends the one request that answers the criteria. */
export function runSearch(criteria: SearchCriteria): Promise<SearchResult[]> {
  const { province } = criteria;
  switch (criteria.mode) {
    case 'specialty':
      return searchBySpecialty({ specialtyId: criteria.specialtyId, province });
    case 'name':
      return searchHospitals({ name: criteria.name, province });
    case 'procedure':
      return searchHospitals({ procedure: criteria.procedure, province });
  }
}

export const searchQueryKey = (criteria: SearchCriteria | null) => ['search', criteria] as const;

export const searchQueryOptions = (criteria: SearchCriteria | null) =>
  queryOptions({
    queryKey: searchQueryKey(criteria),
    queryFn: () => (criteria ? runSearch(criteria) : Promise.resolve([])),
    // SPEC §4: nothing is sent until the vet clicks Search.
    enabled: criteria !== null,
  });

/** Results for the submitted criteria; idle (no request) while nothing has been submitted. */
export const useSearchResults = (criteria: SearchCriteria | null) => useQuery(searchQueryOptions(criteria));
