import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pricing } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/clinics/{id}/pricings */
export const getPricings = (id: number) => api.get<Pricing[]>(`/api/admin/clinics/${id}/pricings`);

export const pricingsQueryOptions = (id: number) => queryOptions({ queryKey: adminKeys.clinicPricings(id), queryFn: () => getPricings(id) });

export const useClinicPricings = (id: number) => useQuery(pricingsQueryOptions(id));
