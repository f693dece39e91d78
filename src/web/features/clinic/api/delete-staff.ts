import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicChanged } from './keys';
import { ownClinic } from './target';

/** DELETE /api/staff/{id} */
export const deleteStaff = (id: number) => api.delete<void>(`/api/staff/${id}`);

export function useDeleteStaff() {
  const changed = useClinicChanged(ownClinic);
  return useMutation({ mutationFn: deleteStaff, meta: { errorTitle: 'clinic:staff.removeFailed' }, onSuccess: () => changed(clinicKeys.staff) });
}
