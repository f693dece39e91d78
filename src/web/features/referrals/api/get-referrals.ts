import { type InfiniteData, infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ReferralList } from '@shared/contracts/referrals';
import { api } from '@web/lib/api-client';
import { type ReferralListParams, referralKeys } from './keys';

/** GET /api/referrals?box=&status=&q=&cursor=: one page of what the vet sent, or of what the caller's clinic received. */
export function getReferrals({ box, status, q }: ReferralListParams, cursor?: string): Promise<ReferralList> {
  const query = new URLSearchParams({ box });
  if (status) query.set('status', status);
  if (q?.trim()) query.set('q', q.trim());
  if (cursor) query.set('cursor', cursor);
  return api.get<ReferralList>(`/api/referrals?${query}`);
}

export const referralsQueryOptions = (params: ReferralListParams) =>
  // A list is refreshed on every visit: other people change referrals (the app's default is never stale).
  infiniteQueryOptions({
    queryKey: referralKeys.list(params),
    queryFn: ({ pageParam }) => getReferrals(params, pageParam),
    initialPageParam: undefined as string | undefined,
    // Keyset pages (docs/decisions/110): the server says where the next page starts, null after the last.
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });

/**
 * The list as filtered, page after page ("Show more"); the previous answer stays on screen while a new
 * filter loads. A referral that moved between two pages (opened, rescheduled) may come back on a later
 * page: it is shown once, where it was first seen.
 */
export const useReferrals = (params: ReferralListParams) =>
  useInfiniteQuery({
    ...referralsQueryOptions(params),
    placeholderData: keepPreviousData,
    select: (data: InfiniteData<ReferralList, string | undefined>) => {
      const seen = new Set<number>();
      const items = data.pages.flatMap((p) => p.items).filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
      return { items, unopened: data.pages[0]?.unopened ?? 0 };
    },
  });
