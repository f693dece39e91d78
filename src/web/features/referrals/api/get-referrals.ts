import { type InfiniteData, infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ReferralList } from '@shared/contracts/referrals';
import { api } from '@web/lib/api-client';
import { type ReferralListParams, referralKeys } from './keys';

/** GET /api/referrals?box=&view=&status=&urgency=&specialty_id=&assignee=&q=&cursor=: one page of what the vet sent, or of the clinic's queue. */
export function getReferrals({ box, status, q, view, urgency, specialty_id, assignee }: ReferralListParams, cursor?: string): Promise<ReferralList> {
  const query = new URLSearchParams({ box });
  if (view) query.set('view', view);
  if (status) query.set('status', status);
  if (urgency) query.set('urgency', urgency);
  if (specialty_id !== undefined) query.set('specialty_id', String(specialty_id));
  if (assignee) query.set('assignee', assignee);
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
      const first = data.pages[0];
      return { items, unopened: first?.unopened ?? 0, counts: first?.counts ?? { action: 0, open: 0, closed: 0, all: 0 } };
    },
  });
