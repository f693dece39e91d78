import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchTerm } from '@shared/contracts/search-terms';
import { api } from '@web/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/search-terms: every term of the search vocabulary (issue 57). */
export const getSearchTerms = () => api.get<SearchTerm[]>('/api/admin/search-terms');

export const searchTermsQueryOptions = () => queryOptions({ queryKey: adminKeys.searchTerms, queryFn: getSearchTerms });

export const useSearchTerms = () => useQuery(searchTermsQueryOptions());
