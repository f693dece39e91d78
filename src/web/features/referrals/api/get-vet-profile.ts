import { useQuery } from '@tanstack/react-query';
import type { VetProfile } from '@shared/contracts/profile';
import { api } from '@web/lib/api-client';

/** GET /api/vets/profile (the profile page's cache entry): prefills the composer's referring-vet block. */
export const useVetProfileForReferral = (enabled: boolean) =>
  useQuery({ queryKey: ['vets', 'profile'], queryFn: () => api.get<VetProfile>('/api/vets/profile'), enabled });
