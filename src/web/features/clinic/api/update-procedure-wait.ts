import { useMutation } from '@tanstack/react-query';
import type { ProcedureWaitInput } from '@shared/contracts/clinic';
import type { ProcedureWait } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicChanged } from './keys';
import { ownClinic } from './target';

/** PATCH /api/procedure-waits/{id} */
export const updateProcedureWait = ({ id, body }: { id: number; body: Partial<ProcedureWaitInput> }) =>
  api.patch<ProcedureWait>(`/api/procedure-waits/${id}`, body);

export function useUpdateProcedureWait() {
  const changed = useClinicChanged(ownClinic);
  return useMutation({
    mutationFn: updateProcedureWait,
    meta: { errorTitle: 'clinic:waits.updateFailed' },
    onSuccess: () => changed(clinicKeys.waits),
  });
}
