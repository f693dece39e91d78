import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { clinicKeys, useListingChanged } from './keys';

/** DELETE /api/pricings/{id} */
export const deletePricing = (id: number) => api.delete<void>(`/api/pricings/${id}`);

export function useDeletePricing() {
  const listingChanged = useListingChanged();
  return useMutation({ mutationFn: deletePricing, onSuccess: () => listingChanged(clinicKeys.pricings) });
}
