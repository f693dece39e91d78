import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import { api } from '@web/lib/api-client';
import { clinicKeys } from './keys';

/** GET /api/clinic-specialties: the listed specialties in catalogue order (empty before the first save). */
export const getClinicSpecialties = () => api.get<ClinicSpecialty[]>('/api/clinic-specialties');

export const clinicSpecialtiesQueryOptions = () =>
  queryOptions({ queryKey: clinicKeys.specialties, queryFn: getClinicSpecialties });

export const useClinicSpecialties = (enabled = true) => useQuery({ ...clinicSpecialtiesQueryOptions(), enabled });
