import { useMutation } from '@tanstack/react-query';
import type { AdminClinic, AdminClinicCreateBody } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';
import { clinicSetKeys } from './keys';

/** POST /api/admin/clinics */
export const createClinic = (body: AdminClinicCreateBody) => api.post<AdminClinic>('/api/admin/clinics', body);

export const useCreateClinic = () =>
  useMutation({ mutationFn: createClinic, meta: { errorTitle: 'admin:toast.creationFailed', invalidates: clinicSetKeys } });
