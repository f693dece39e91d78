import type { Province } from '@shared/constants';
import type { SearchResult } from '@shared/contracts/search';
import { api } from '@web/lib/api-client';

export interface SpecialtySearchParams {
  specialtyId: number;
  province?: Province;
}

/**
 * GET /api/specialties/{id}/search?province= (province omitted for all). Results carry clinicSpecialty,
 * emergency-accepting hospitals first, then shorter waits.
 */
export function searchBySpecialty({ specialtyId, province }: SpecialtySearchParams): Promise<SearchResult[]> {
  const query = province ? `?${new URLSearchParams({ province })}` : '';
  return api.get<SearchResult[]>(`/api/specialties/${specialtyId}/search${query}`);
}

