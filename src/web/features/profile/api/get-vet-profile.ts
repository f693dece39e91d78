import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VetProfile } from '@shared/contracts/profile';
import { api } from '@web/lib/api-client';

export const vetProfileQueryKey = ['vets', 'profile'] as const;

export const getVetProfile = () => api.get<VetProfile>('/api/vets/profile');

export const vetProfileQueryOptions = () => queryOptions({ queryKey: vetProfileQueryKey, queryFn: getVetProfile });

/** GET /api/vets/profile, for vets only (others get 403). */
export const useVetProfile = (enabled: boolean) => useQuery({ ...vetProfileQueryOptions(), enabled });
