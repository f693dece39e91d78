import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClinicSpecialtyPatch } from '@shared/contracts/admin';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import { api } from '@web/lib/api-client';
import { invalidateHospital } from './keys';

/** PATCH /api/admin/clinics/{id}/specialties/{specialtyId}: {wait_time, notes} together, or {accepting_emergency}. */
export const updateClinicSpecialty = ({ clinicId, specialtyId, body }: { clinicId: number; specialtyId: number; body: AdminClinicSpecialtyPatch }) =>
  api.patch<ClinicSpecialty>(`/api/admin/clinics/${clinicId}/specialties/${specialtyId}`, body);

export function useUpdateClinicSpecialty() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateClinicSpecialty, onSuccess: (_d, { clinicId }) => invalidateHospital(qc, clinicId, 'specialties') });
}
