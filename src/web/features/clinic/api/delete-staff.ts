import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { clinicKeys, useListingChanged } from './keys';

/** DELETE /api/staff/{id} */
export const deleteStaff = (id: number) => api.delete<void>(`/api/staff/${id}`);

export function useDeleteStaff() {
  const listingChanged = useListingChanged();
  return useMutation({ mutationFn: deleteStaff, onSuccess: () => listingChanged(clinicKeys.staff) });
}
