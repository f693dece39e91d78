import type { SearchResult } from '@shared/contracts/search';
import { api } from '@web/lib/api-client';
import type { NearCriteria } from './search';
import { whereParams } from './where-params';

export interface SpecialtySearchParams extends NearCriteria {
  specialtyId: number;
  /** Hospitals taking emergency cases for the specialty first (issue 57). */
  emergencyFirst?: boolean;
}

/**
 * GET /api/specialties/{id}/search?province=&near=&radius_km=&emergency_first=true (each omitted when not
 * set). Results carry clinicSpecialty, shorter waits first (nearest first near a place), then name; with
 * emergency_first, the hospitals taking emergency cases come before the others in that order.
 */
export function searchBySpecialty({ specialtyId, emergencyFirst, ...where }: SpecialtySearchParams): Promise<SearchResult[]> {
  const query = whereParams(where);
  if (emergencyFirst) query.set('emergency_first', 'true');
  const text = query.toString();
  return api.get<SearchResult[]>(`/api/specialties/${specialtyId}/search${text ? `?${text}` : ''}`);
}
