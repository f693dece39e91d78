import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Clinic } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';

export const clinicProfileQueryKey = ['clinics', 'profile'] as const;

/** The clinic account's own hospital, or null before its first save. */
export const getClinicProfile = () => api.get<Clinic | null>('/api/clinics/profile');

export const clinicProfileQueryOptions = () => queryOptions({ queryKey: clinicProfileQueryKey, queryFn: getClinicProfile });

/** GET /api/clinics/profile, for clinics only (others get 403). */
export const useClinicProfile = (enabled: boolean) => useQuery({ ...clinicProfileQueryOptions(), enabled });
