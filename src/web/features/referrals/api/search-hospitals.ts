import { useQuery } from '@tanstack/react-query';
import type { SearchResult } from '@shared/contracts/search';
import { api } from '@web/lib/api-client';

/** GET /api/hospitals/search?name=: the redirect dialog's hospital picker (asked once a name is entered). */
export const useHospitalsByName = (name: string) =>
  useQuery({
    queryKey: ['referrals', 'hospitals', name],
    queryFn: () => api.get<SearchResult[]>(`/api/hospitals/search?${new URLSearchParams({ name })}`),
    enabled: name.trim().length > 0,
  });
