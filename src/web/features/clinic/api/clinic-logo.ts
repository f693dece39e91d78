import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Clinic } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { uploadFile } from '@web/lib/upload';
import { clinicKeys, useClinicChanged } from './keys';
import { ownClinic } from './target';

/**
 * POST /api/clinics/profile/logo (multipart field `logo`) or DELETE it: the own listing's logo
 * (issue 21). No error title: ClinicLogoField says what failed itself, a lost connection included.
 */
export const uploadOwnLogo = (file: File) => uploadFile<Clinic>('/api/clinics/profile/logo', 'logo', file);
export const removeOwnLogo = () => api.delete<Clinic>('/api/clinics/profile/logo');

export function useOwnLogo<V>(mutationFn: (variables: V) => Promise<Clinic>) {
  const qc = useQueryClient();
  const changed = useClinicChanged(ownClinic);
  return useMutation({
    mutationFn,
    onSuccess: async (clinic) => {
      qc.setQueryData(clinicKeys.profile, clinic);
      await changed();
    },
  });
}
