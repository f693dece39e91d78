import { useMutation } from '@tanstack/react-query';
import type { ProcedureWaitInput } from '@shared/contracts/clinic';
import type { ProcedureWait } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys, useListingChanged } from './keys';

/** PATCH /api/procedure-waits/{id} */
export const updateProcedureWait = ({ id, body }: { id: number; body: Partial<ProcedureWaitInput> }) =>
  api.patch<ProcedureWait>(`/api/procedure-waits/${id}`, body);

export function useUpdateProcedureWait() {
  const listingChanged = useListingChanged();
  return useMutation({ mutationFn: updateProcedureWait, onSuccess: () => listingChanged(clinicKeys.waits) });
}
