import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicChanged } from './keys';
import { type ClinicTarget, clinicUrl } from './target';

/** DELETE …/pricings/{id} (204). */
export const deletePricing = (target: ClinicTarget, id: number) => api.delete<void>(clinicUrl(target, 'pricings', id));

const FAILED = { own: 'clinic:quotes.deleteFailed', admin: 'admin:toast.deletePricingFailed' } as const;

export function useDeletePricing(target: ClinicTarget) {
  const changed = useClinicChanged(target);
  return useMutation({
    mutationFn: (id: number) => deletePricing(target, id),
    meta: { errorTitle: FAILED[target.kind] },
    onSuccess: () => changed(clinicKeys.pricings(target)),
  });
}
