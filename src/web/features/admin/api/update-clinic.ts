import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClinic, AdminClinicPatchBody } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';
import { adminKeys, invalidateClinicRecord } from './keys';

/** PATCH /api/admin/clinics/{id}: any listing field, the owner too. */
export const updateClinic = ({ id, body }: { id: number; body: AdminClinicPatchBody }) => api.patch<AdminClinic>(`/api/admin/clinics/${id}`, body);

export function useUpdateClinic() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateClinic,
    meta: { errorTitle: 'admin:toast.updateFailed' },
    onSuccess: async (clinic) => {
      qc.setQueryData(adminKeys.clinic(clinic.id), clinic);
      await invalidateClinicRecord(qc, clinic.id);
    },
  });
}
