import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminClinic } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/clinics?q=: hospitals by name, narrowed by a name search. */
export const getClinics = (q: string) => api.get<AdminClinic[]>(q ? `/api/admin/clinics?q=${encodeURIComponent(q)}` : '/api/admin/clinics');

export const clinicsQueryOptions = (q: string) => queryOptions({ queryKey: adminKeys.clinicList(q), queryFn: () => getClinics(q) });

/** Keeps the previous list on screen while a new search loads, so the list does not flash empty. */
export const useAdminClinics = (q: string) => useQuery({ ...clinicsQueryOptions(q), placeholderData: keepPreviousData });
