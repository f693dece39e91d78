import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pricing } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys } from './keys';

/** GET /api/pricings: the clinic's own quotes. */
export const getPricings = () => api.get<Pricing[]>('/api/pricings');

export const pricingsQueryOptions = () => queryOptions({ queryKey: clinicKeys.pricings, queryFn: getPricings });

export const usePricings = (enabled = true) => useQuery({ ...pricingsQueryOptions(), enabled });
