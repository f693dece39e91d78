import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import { api } from '@web/lib/api-client';
import { clinicKeys, useListingChanged } from './keys';

/** SPEC §4: wait time and notes are saved together; the emergency flag on its own. */
export type ClinicSpecialtyChange =
  | { wait_time: string | null; notes: string | null }
  | { accepting_emergency: boolean };

/** PATCH /api/clinic-specialties/{specialtyId} */
export const updateClinicSpecialty = ({ specialtyId, change }: { specialtyId: number; change: ClinicSpecialtyChange }) =>
  api.patch<ClinicSpecialty>(`/api/clinic-specialties/${specialtyId}`, change);

/** Puts the saved row straight into the list (no refetch), then marks the vet-side views stale. */
export function useUpdateClinicSpecialty() {
  const qc = useQueryClient();
  const listingChanged = useListingChanged();
  return useMutation({
    mutationFn: updateClinicSpecialty,
    onSuccess: async (row) => {
      qc.setQueryData<ClinicSpecialty[]>(clinicKeys.specialties, (list) =>
        list?.map((s) => (s.specialty_id === row.specialty_id ? row : s)),
      );
      await listingChanged();
    },
  });
}
