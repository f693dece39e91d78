import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { ReferralList } from '@shared/contracts/referrals';

/** How often the nav badge asks again (issue 19: "poll modestly"). */
export const UNOPENED_POLL_MS = 60_000;

/** Its cache key, under the feature's prefix (api/keys.ts), so a status change refreshes it. */
export const unopenedKey = ['referrals', 'unopened'] as const;

/**
 * The number of referrals the caller's clinic has not opened yet, for the nav badge. Asks only for
 * submitted ones (the unopened are among them), so the answer stays small; polls every minute while
 * the tab is visible.
 */
export function useUnopenedCount(enabled: boolean): number {
  const { data } = useQuery({
    queryKey: unopenedKey,
    queryFn: () => api.get<ReferralList>('/api/referrals?box=received&status=submitted'),
    select: (list) => list.unopened,
    enabled,
    refetchInterval: UNOPENED_POLL_MS,
    refetchIntervalInBackground: false,
  });
  return enabled ? (data ?? 0) : 0;
}
