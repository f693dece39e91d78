import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Clinic } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys } from './keys';

/** GET /api/clinics/profile: the clinic's own listing, null before its first save. */
export const getClinicProfile = () => api.get<Clinic | null>('/api/clinics/profile');

export const clinicProfileQueryOptions = () => queryOptions({ queryKey: clinicKeys.profile, queryFn: getClinicProfile });

export const useClinicProfile = () => useQuery(clinicProfileQueryOptions());
