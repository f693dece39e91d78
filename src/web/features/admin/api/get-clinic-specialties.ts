import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import { api } from '@web/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/clinics/{id}/specialties */
export const getClinicSpecialties = (id: number) => api.get<ClinicSpecialty[]>(`/api/admin/clinics/${id}/specialties`);

export const clinicSpecialtiesQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.clinicSpecialties(id), queryFn: () => getClinicSpecialties(id) });

export const useClinicSpecialties = (id: number) => useQuery(clinicSpecialtiesQueryOptions(id));
