import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Specialty } from '@shared/contracts/catalogue';
import { api } from '@web/lib/api-client';

export const activeSpecialtiesQueryKey = ['specialties', 'active'] as const;

/** GET /api/specialties/active: the specialties offered in search, sorted by display_order. */
export const getActiveSpecialties = () => api.get<Specialty[]>('/api/specialties/active');

export const activeSpecialtiesQueryOptions = () =>
  queryOptions({ queryKey: activeSpecialtiesQueryKey, queryFn: getActiveSpecialties });

export const useActiveSpecialties = () => useQuery(activeSpecialtiesQueryOptions());
