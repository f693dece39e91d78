import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClinic, AdminClinicCreateBody } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';
import { invalidateClinicSet } from './keys';

/** POST /api/admin/clinics */
export const createClinic = (body: AdminClinicCreateBody) => api.post<AdminClinic>('/api/admin/clinics', body);

export function useCreateClinic() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createClinic, meta: { errorTitle: 'admin:toast.creationFailed' }, onSuccess: () => invalidateClinicSet(qc) });
}
