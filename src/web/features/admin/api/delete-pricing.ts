import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateHospital } from './keys';

/** DELETE /api/admin/clinics/{id}/pricings/{pricingId} (204). */
export const deletePricing = ({ clinicId, pricingId }: { clinicId: number; pricingId: number }) =>
  api.delete<void>(`/api/admin/clinics/${clinicId}/pricings/${pricingId}`);

export function useDeletePricing() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deletePricing, onSuccess: (_d, { clinicId }) => invalidateHospital(qc, clinicId, 'pricings') });
}
