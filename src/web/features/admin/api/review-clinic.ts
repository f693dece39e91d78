import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClinic, AdminClinicRejectInput } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';
import { adminKeys, invalidateClinicRecord } from './keys';

/** POST /api/admin/clinics/{id}/verify: vets find the listing from now on (issue 21). */
export const verifyClinic = (id: number) => api.post<AdminClinic>(`/api/admin/clinics/${id}/verify`, {});

/** POST /api/admin/clinics/{id}/reject {note}: the listing leaves search; the clinic is mailed the note. */
export const rejectClinic = ({ id, body }: { id: number; body: AdminClinicRejectInput }) => api.post<AdminClinic>(`/api/admin/clinics/${id}/reject`, body);

/** Both reviews answer the listing as it now is; the lists and what vets see of it follow. */
function useReview<V>(review: (vars: V) => Promise<AdminClinic>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: review,
    meta: { errorTitle: 'admin:toast.updateFailed' },
    onSuccess: async (clinic: AdminClinic) => {
      qc.setQueryData(adminKeys.clinic(clinic.id), clinic);
      await invalidateClinicRecord(qc, clinic.id);
    },
  });
}

export const useVerifyClinic = () => useReview(verifyClinic);
export const useRejectClinic = () => useReview(rejectClinic);
