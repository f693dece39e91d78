import type { PricingBody } from '@shared/contracts/clinic';
import type { Pricing } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicWrite } from './keys';
import { type ClinicTarget, clinicUrl } from './target';

/** POST {procedure_name, price_range, description, specialty_id}; an admin's body also names the clinic of the path (docs/decisions/033). */
export const addPricing = (target: ClinicTarget, body: PricingBody) =>
  api.post<Pricing>(clinicUrl(target, 'pricings'), target.kind === 'admin' ? { ...body, clinic_id: target.clinicId } : body);

const FAILED = { own: 'clinic:quotes.addFailed', admin: 'admin:toast.addPricingFailed' } as const;

export const useAddPricing = (target: ClinicTarget) =>
  useClinicWrite(target, (body: PricingBody) => addPricing(target, body), FAILED[target.kind], clinicKeys.pricings(target));
