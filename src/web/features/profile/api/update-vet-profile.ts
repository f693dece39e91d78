import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VetProfile, VetProfileInput } from '@shared/contracts/profile';
import { api } from '@web/lib/api-client';
import { vetProfileQueryKey } from './get-vet-profile';

export const updateVetProfile = (body: VetProfileInput) => api.patch<VetProfile>('/api/vets/profile', body);

export function useUpdateVetProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateVetProfile,
    onSuccess: (profile) => qc.setQueryData(vetProfileQueryKey, profile),
  });
}
