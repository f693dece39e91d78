import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { clinicKeys, useListingChanged } from './keys';

/** DELETE /api/clinic-specialties/{specialtyId}: its procedure wait entries go with it. */
export const removeClinicSpecialty = (specialtyId: number) => api.delete<void>(`/api/clinic-specialties/${specialtyId}`);

export function useRemoveClinicSpecialty() {
  const listingChanged = useListingChanged();
  return useMutation({
    mutationFn: removeClinicSpecialty,
    onSuccess: () => listingChanged(clinicKeys.specialties, clinicKeys.waits),
  });
}
