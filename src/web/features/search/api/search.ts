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

/** What the vet submitted: one kind of search, optionally narrowed to a province and near a place. */
export type SearchCriteria =
  | ({ mode: 'specialty'; specialtyId: number } & NearCriteria)
  | ({ mode: 'name'; name: string } & NearCriteria)
  | ({ mode: 'procedure'; procedure: string } & NearCriteria);

export type SearchMode = SearchCriteria['mode'];

/** Sends the one request that answers the criteria. */
export function runSearch(criteria: SearchCriteria): Promise<SearchResult[]> {
  const where = { province: criteria.province, near: criteria.near, radiusKm: criteria.radiusKm };
  switch (criteria.mode) {
    case 'specialty':
      return searchBySpecialty({ specialtyId: criteria.specialtyId, ...where });
    case 'name':
      return searchHospitals({ name: criteria.name, ...where });
    case 'procedure':
      return searchHospitals({ procedure: criteria.procedure, ...where });
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
