import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicChanged } from './keys';
import { ownClinic } from './target';

/** DELETE /api/procedure-waits/{id} */
export const deleteProcedureWait = (id: number) => api.delete<void>(`/api/procedure-waits/${id}`);

export function useDeleteProcedureWait() {
  const changed = useClinicChanged(ownClinic);
  return useMutation({
    mutationFn: deleteProcedureWait,
    meta: { errorTitle: 'clinic:waits.deleteFailed' },
    onSuccess: () => changed(clinicKeys.waits),
  });
}
