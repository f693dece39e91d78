import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminClinic } from '@shared/contracts/admin';
import type { ListingStatus } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/clinics?q=&status=: hospitals by name, narrowed by a name search and a review status. */
export const getClinics = (q: string, status?: ListingStatus) => {
  const params = new URLSearchParams({ ...(q && { q }), ...(status && { status }) }).toString();
  return api.get<AdminClinic[]>(params ? `/api/admin/clinics?${params}` : '/api/admin/clinics');
};

export const clinicsQueryOptions = (q: string, status?: ListingStatus) =>
  queryOptions({ queryKey: [...adminKeys.clinicList(q), status ?? 'all'], queryFn: () => getClinics(q, status) });

/** Keeps the previous list on screen while a new search loads, so the list does not flash empty. */
export const useAdminClinics = (q: string, status?: ListingStatus) => useQuery({ ...clinicsQueryOptions(q, status), placeholderData: keepPreviousData });
