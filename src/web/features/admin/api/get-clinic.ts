import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminClinic } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/clinics/{id} */
export const getClinic = (id: number) => api.get<AdminClinic>(`/api/admin/clinics/${id}`);

export const clinicQueryOptions = (id: number) => queryOptions({ queryKey: adminKeys.clinic(id), queryFn: () => getClinic(id) });

export const useAdminClinic = (id: number) => useQuery(clinicQueryOptions(id));
