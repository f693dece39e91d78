import { useMutation } from '@tanstack/react-query';
import type { CreateSearchTerm, SearchTerm } from '@shared/contracts/search-terms';
import { api } from '@web/lib/api-client';
import { searchTermKeys } from './keys';

/**
 * POST /api/admin/search-terms {concept, term, language, abbreviation, specialty_id}: 201 with the term;
 * 409 SEARCH_TERM_EXISTS when the concept already has it (the form shows that on the term field).
 */
export const createSearchTerm = (body: CreateSearchTerm) => api.post<SearchTerm>('/api/admin/search-terms', body);

export const useCreateSearchTerm = () => useMutation({ mutationFn: createSearchTerm, meta: { invalidates: searchTermKeys } });
