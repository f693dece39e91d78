import { useMutation } from '@tanstack/react-query';
import type { PricingBody } from '@shared/contracts/clinic';
import type { Pricing } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys, useListingChanged } from './keys';

/** PATCH /api/pricings/{id} */
export const updatePricing = ({ id, body }: { id: number; body: Partial<PricingBody> }) =>
  api.patch<Pricing>(`/api/pricings/${id}`, body);

export function useUpdatePricing() {
  const listingChanged = useListingChanged();
  return useMutation({ mutationFn: updatePricing, onSuccess: () => listingChanged(clinicKeys.pricings) });
}
