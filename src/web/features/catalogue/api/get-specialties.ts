import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Specialty } from '@shared/contracts/catalogue';
import { api } from '@web/lib/api-client';

export const specialtiesQueryKey = ['specialties', 'all'] as const;

/** GET /api/specialties: the whole catalogue, inactive entries included. */
export const getSpecialties = () => api.get<Specialty[]>('/api/specialties');

export const specialtiesQueryOptions = () => queryOptions({ queryKey: specialtiesQueryKey, queryFn: getSpecialties });

export const useSpecialties = () => useQuery(specialtiesQueryOptions());
