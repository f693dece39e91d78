import type { PricingBody } from '@shared/contracts/clinic';
import type { Pricing } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicWrite } from './keys';
import { type ClinicTarget, clinicUrl } from './target';

export interface PricingChange {
  id: number;
  body: Partial<PricingBody>;
}

/** PATCH …/pricings/{id}; an admin's body also names the clinic of the path. */
export const updatePricing = (target: ClinicTarget, { id, body }: PricingChange) =>
  api.patch<Pricing>(clinicUrl(target, 'pricings', id), target.kind === 'admin' ? { ...body, clinic_id: target.clinicId } : body);

const FAILED = { own: 'clinic:quotes.updateFailed', admin: 'admin:toast.updatePricingFailed' } as const;

export const useUpdatePricing = (target: ClinicTarget) =>
  useClinicWrite(target, (change: PricingChange) => updatePricing(target, change), FAILED[target.kind], clinicKeys.pricings(target));
