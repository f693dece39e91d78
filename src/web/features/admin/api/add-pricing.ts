import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PricingBody } from '@shared/contracts/clinic';
import type { Pricing } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { invalidateHospital } from './keys';

/** POST /api/admin/clinics/{id}/pricings; the body names the same hospital as the path. */
export const addPricing = ({ clinicId, body }: { clinicId: number; body: PricingBody }) =>
  api.post<Pricing>(`/api/admin/clinics/${clinicId}/pricings`, { ...body, clinic_id: clinicId });

export function useAddPricing() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addPricing, onSuccess: (_d, { clinicId }) => invalidateHospital(qc, clinicId, 'pricings') });
}
