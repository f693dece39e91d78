import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/stats: userCount, clinicCount, specialtyCount. */
export const getStats = () => api.get<AdminStats>('/api/admin/stats');

export const statsQueryOptions = () => queryOptions({ queryKey: adminKeys.stats, queryFn: getStats });

export const useAdminStats = () => useQuery(statsQueryOptions());
