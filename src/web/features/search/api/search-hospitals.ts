import type { SearchResult } from '@shared/contracts/search';
import { api } from '@web/lib/api-client';
import type { NearCriteria } from './search';
import { whereParams } from './where-params';

/** One of name or procedure; the server lets a non-blank name win (SPEC §5). */
export type HospitalSearchParams = ({ name: string; procedure?: undefined } | { procedure: string; name?: undefined }) & NearCriteria;

/**
 * GET /api/hospitals/search?name=…|procedure=…&province=…&near=…&radius_km=… (each omitted when not set). At most
 * SEARCH_LIMIT results; a procedure search sets procedureMatch on each.
 */
export function searchHospitals({ name, procedure, ...where }: HospitalSearchParams): Promise<SearchResult[]> {
  const query = new URLSearchParams();
  if (name !== undefined) query.set('name', name);
  if (procedure !== undefined) query.set('procedure', procedure);
  for (const [key, value] of whereParams(where)) query.set(key, value);
  return api.get<SearchResult[]>(`/api/hospitals/search?${query}`);
}

