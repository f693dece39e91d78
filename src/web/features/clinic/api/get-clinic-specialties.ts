import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import { api } from '@web/lib/api-client';
import { clinicKeys } from './keys';
import { type ClinicTarget, clinicUrl } from './target';

/**
 * GET /api/clinic-specialties (own) or /api/admin/clinics/{id}/specialties: the listed specialties in
 * catalogue order (empty before a clinic's first profile save).
 */
export const getClinicSpecialties = (target: ClinicTarget) => api.get<ClinicSpecialty[]>(clinicUrl(target, 'specialties'));

export const clinicSpecialtiesQueryOptions = (target: ClinicTarget) =>
  queryOptions({ queryKey: clinicKeys.specialties(target), queryFn: () => getClinicSpecialties(target) });

export const useClinicSpecialties = (target: ClinicTarget) => useQuery(clinicSpecialtiesQueryOptions(target));
