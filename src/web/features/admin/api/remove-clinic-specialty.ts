import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateHospital } from './keys';

/** DELETE /api/admin/clinics/{id}/specialties/{specialtyId}; a 204 is success. */
export const removeClinicSpecialty = ({ clinicId, specialtyId }: { clinicId: number; specialtyId: number }) =>
  api.delete<void>(`/api/admin/clinics/${clinicId}/specialties/${specialtyId}`);

export function useRemoveClinicSpecialty() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: removeClinicSpecialty, onSuccess: (_d, { clinicId }) => invalidateHospital(qc, clinicId, 'specialties') });
}
