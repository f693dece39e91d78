import { useQuery } from '@tanstack/react-query';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import { api } from '@web/lib/api-client';
import { referralKeys } from './keys';

/** The specialties the hospital lists (GET /api/clinic-specialties), for the queue's specialty filter. */
export const useQueueSpecialties = (enabled: boolean) =>
  useQuery({ queryKey: referralKeys.specialties, queryFn: () => api.get<ClinicSpecialty[]>('/api/clinic-specialties'), enabled, staleTime: 5 * 60_000 });
