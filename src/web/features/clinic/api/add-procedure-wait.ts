import { useMutation } from '@tanstack/react-query';
import type { ProcedureWaitInput } from '@shared/contracts/clinic';
import type { ProcedureWait } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys, useListingChanged } from './keys';

/** POST /api/procedure-waits {specialty_id, procedure, wait_time}: under a listed specialty. */
export const addProcedureWait = (body: ProcedureWaitInput) => api.post<ProcedureWait>('/api/procedure-waits', body);

export function useAddProcedureWait() {
  const listingChanged = useListingChanged();
  return useMutation({ mutationFn: addProcedureWait, onSuccess: () => listingChanged(clinicKeys.waits) });
}
