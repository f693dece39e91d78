import type { Province } from '@shared/constants';
import type { SearchResult } from '@shared/contracts/search';
import { api } from '@web/lib/api-client';

/** One of name or procedure; the server lets a non-blank name win (SPEC §5). */
export type HospitalSearchParams = ({ name: string; procedure?: undefined } | { procedure: string; name?: undefined }) & {
  province?: Province;
};

/**
 * GET /api/hospitals/search?name=…|procedure=…&province=… (province omitted for all). At most
 * SEARCH_LIMIT results; a procedure search sets procedureMatch on each.
 */
export function searchHospitals(params: HospitalSearchParams): Promise<SearchResult[]> {
  const query = new URLSearchParams();
  if (params.name !== undefined) query.set('name', params.name);
  if (params.procedure !== undefined) query.set('procedure', params.procedure);
  if (params.province) query.set('province', params.province);
  return api.get<SearchResult[]>(`/api/hospitals/search?${query}`);
}

