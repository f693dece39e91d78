import { useMutation } from '@tanstack/react-query';
import type { ProcedureWaitInput } from '@shared/contracts/clinic';
import type { ProcedureWait } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicChanged } from './keys';
import { ownClinic } from './target';

/** POST /api/procedure-waits {specialty_id, procedure, wait_time}: under a listed specialty (own listing only). */
export const addProcedureWait = (body: ProcedureWaitInput) => api.post<ProcedureWait>('/api/procedure-waits', body);

export function useAddProcedureWait() {
  const changed = useClinicChanged(ownClinic);
  return useMutation({
    mutationFn: addProcedureWait,
    meta: { errorTitle: 'clinic:waits.addFailed' },
    onSuccess: () => changed(clinicKeys.waits),
  });
}
