import { useQuery } from '@tanstack/react-query';
import type { HospitalDetail } from '@shared/contracts/hospitals';
import { hospitalQueryKey } from '@web/features/hospitals';
import { api } from '@web/lib/api-client';

/** GET /api/hospitals/{id}, shared in the cache with the hospital profile: its name, phone and specialties. */
export const useReferralHospital = (id: number | null) =>
  useQuery({ queryKey: hospitalQueryKey(id ?? 0), queryFn: () => api.get<HospitalDetail>(`/api/hospitals/${id}`), enabled: id !== null });
