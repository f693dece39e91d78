import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicWrite } from './keys';
import { type ClinicTarget, clinicUrl } from './target';

/** DELETE …/pricings/{id} (204). */
export const deletePricing = (target: ClinicTarget, id: number) => api.delete<void>(clinicUrl(target, 'pricings', id));

const FAILED = { own: 'clinic:quotes.deleteFailed', admin: 'admin:toast.deletePricingFailed' } as const;

export const useDeletePricing = (target: ClinicTarget) =>
  useClinicWrite(target, (id: number) => deletePricing(target, id), FAILED[target.kind], clinicKeys.pricings(target));
