import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminKeys, clinicSetKeys } from './keys';

/** DELETE /api/admin/clinics/{id}: the clinic and everything it lists (204). */
export const deleteClinic = (id: number) => api.delete<void>(`/api/admin/clinics/${id}`);

export function useDeleteClinic() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteClinic,
    meta: { errorTitle: 'admin:toast.deletionFailed', invalidates: clinicSetKeys },
    onSuccess: (_data, id) => qc.removeQueries({ queryKey: adminKeys.clinic(id) }),
  });
}
