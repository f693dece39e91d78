import { useMutation } from '@tanstack/react-query';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import { api } from '@web/lib/api-client';
import { clinicKeys, useListingChanged } from './keys';

/** POST /api/clinic-specialties {specialty_id}: added with defaults (no wait time, no emergency, no notes). */
export const addClinicSpecialty = (specialtyId: number) =>
  api.post<ClinicSpecialty>('/api/clinic-specialties', { specialty_id: specialtyId });

export function useAddClinicSpecialty() {
  const listingChanged = useListingChanged();
  return useMutation({ mutationFn: addClinicSpecialty, onSuccess: () => listingChanged(clinicKeys.specialties) });
}
