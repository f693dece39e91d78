import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteMeta } from '@shared/contracts/site';
import { api } from './api-client';

/** GET /api/meta: facts about this deployment, set by its environment (demo data, privacy officer, data location). */
export const metaQueryOptions = () => queryOptions({ queryKey: ['meta'], queryFn: () => api.get<SiteMeta>('/api/meta') });

export const useSiteMeta = () => useQuery(metaQueryOptions());
