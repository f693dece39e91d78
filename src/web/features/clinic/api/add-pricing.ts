import { useMutation } from '@tanstack/react-query';
import type { PricingBody } from '@shared/contracts/clinic';
import type { Pricing } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys, useListingChanged } from './keys';

/** POST /api/pricings {procedure_name, price_range, description} */
export const addPricing = (body: PricingBody) => api.post<Pricing>('/api/pricings', body);

export function useAddPricing() {
  const listingChanged = useListingChanged();
  return useMutation({ mutationFn: addPricing, onSuccess: () => listingChanged(clinicKeys.pricings) });
}
