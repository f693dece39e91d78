import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pricing } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys } from './keys';
import { type ClinicTarget, clinicUrl } from './target';

/** GET /api/pricings (own) or /api/admin/clinics/{id}/pricings: the clinic's pricings. */
export const getPricings = (target: ClinicTarget) => api.get<Pricing[]>(clinicUrl(target, 'pricings'));

export const pricingsQueryOptions = (target: ClinicTarget) =>
  queryOptions({ queryKey: clinicKeys.pricings(target), queryFn: () => getPricings(target) });

export const usePricings = (target: ClinicTarget) => useQuery(pricingsQueryOptions(target));
