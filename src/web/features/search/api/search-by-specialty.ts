import type { SearchResult } from '@shared/contracts/search';
import { api } from '@web/lib/api-client';
import type { NearCriteria } from './search';
import { whereParams } from './where-params';

export interface SpecialtySearchParams extends NearCriteria {
  specialtyId: number;
}

/**
 * GET /api/specialties/{id}/search?province=&near=&radius_km= (each omitted when not set). Results carry
 * clinicSpecialty, emergency-accepting hospitals first, then shorter waits; nearest first near a place.
 */
export function searchBySpecialty({ specialtyId, ...where }: SpecialtySearchParams): Promise<SearchResult[]> {
  const query = whereParams(where).toString();
  return api.get<SearchResult[]>(`/api/specialties/${specialtyId}/search${query ? `?${query}` : ''}`);
}

