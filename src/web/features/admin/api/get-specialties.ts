import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Specialty } from '@shared/contracts/catalogue';
import { api } from '@web/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/specialties: the whole catalogue, inactive entries included, by display_order. */
export const getAdminSpecialties = () => api.get<Specialty[]>('/api/admin/specialties');

export const adminSpecialtiesQueryOptions = () => queryOptions({ queryKey: adminKeys.specialties, queryFn: getAdminSpecialties });

export const useAdminSpecialties = () => useQuery(adminSpecialtiesQueryOptions());
