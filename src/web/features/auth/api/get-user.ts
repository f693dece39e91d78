import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/contracts/auth';
import { ApiError, api } from '@web/lib/api-client';

export const userQueryKey = ['user'] as const;

/** GET /api/user; a 401 means signed out (null), not an error (SPEC §4, §8). */
export async function getUser(): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/api/user');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const userQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser });

export const useUser = () => useQuery(userQueryOptions());
