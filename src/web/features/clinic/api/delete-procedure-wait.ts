import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { clinicKeys, useListingChanged } from './keys';

/** DELETE /api/procedure-waits/{id} */
export const deleteProcedureWait = (id: number) => api.delete<void>(`/api/procedure-waits/${id}`);

export function useDeleteProcedureWait() {
  const listingChanged = useListingChanged();
  return useMutation({ mutationFn: deleteProcedureWait, onSuccess: () => listingChanged(clinicKeys.waits) });
}
