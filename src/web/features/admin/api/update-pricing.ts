import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PricingBody } from '@shared/contracts/clinic';
import type { Pricing } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { invalidateHospital } from './keys';

/** PATCH /api/admin/clinics/{id}/pricings/{pricingId} */
export const updatePricing = ({ clinicId, pricingId, body }: { clinicId: number; pricingId: number; body: Partial<PricingBody> }) =>
  api.patch<Pricing>(`/api/admin/clinics/${clinicId}/pricings/${pricingId}`, { ...body, clinic_id: clinicId });

export function useUpdatePricing() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updatePricing, onSuccess: (_d, { clinicId }) => invalidateHospital(qc, clinicId, 'pricings') });
}
