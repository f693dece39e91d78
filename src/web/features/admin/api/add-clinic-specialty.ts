import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClinicSpecialtyAdd } from '@shared/contracts/admin';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import { api } from '@web/lib/api-client';
import { invalidateHospital } from './keys';

/** POST /api/admin/clinics/{id}/specialties; omitted fields take the admin defaults (SPEC §4). */
export const addClinicSpecialty = ({ clinicId, body }: { clinicId: number; body: AdminClinicSpecialtyAdd }) =>
  api.post<ClinicSpecialty>(`/api/admin/clinics/${clinicId}/specialties`, body);

export function useAddClinicSpecialty() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addClinicSpecialty, onSuccess: (_d, { clinicId }) => invalidateHospital(qc, clinicId, 'specialties') });
}
