import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicProfileBody } from '@shared/contracts/clinic';
import type { Clinic } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicChanged } from './keys';
import { ownClinic } from './target';

/** PATCH /api/clinics/profile: saves the listing, creating it on the first save. */
export const updateClinicProfile = (body: ClinicProfileBody) => api.patch<Clinic>('/api/clinics/profile', body);

export function useUpdateClinicProfile() {
  const qc = useQueryClient();
  const changed = useClinicChanged(ownClinic);
  return useMutation({
    mutationFn: updateClinicProfile,
    meta: { errorTitle: 'clinic:profileForm.failed' },
    onSuccess: async (clinic) => {
      qc.setQueryData(clinicKeys.profile, clinic);
      await changed();
    },
  });
}
