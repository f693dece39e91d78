import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicProfileInput } from '@shared/contracts/clinic';
import type { Clinic } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicProfileQueryKey } from './get-clinic-profile';

export const updateClinicProfile = (body: ClinicProfileInput) => api.patch<Clinic>('/api/clinics/profile', body);

/** PATCH /api/clinics/profile: creates the listing on first save. */
export function useUpdateClinicProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateClinicProfile,
    onSuccess: async (clinic) => {
      qc.setQueryData(clinicProfileQueryKey, clinic);
      // Hospital pages are cached forever (SPEC §7); the listing just changed under them.
      await qc.invalidateQueries({ queryKey: ['hospitals'] });
    },
  });
}
