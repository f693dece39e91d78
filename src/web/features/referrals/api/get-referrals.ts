import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralList } from '@shared/contracts/referrals';
import { api } from '@web/lib/api-client';
import { type ReferralListParams, referralKeys } from './keys';

/** GET /api/referrals?box=&status=&q=: what the vet sent, or what the caller's clinic received. */
export function getReferrals({ box, status, q }: ReferralListParams): Promise<ReferralList> {
  const query = new URLSearchParams({ box });
  if (status) query.set('status', status);
  if (q?.trim()) query.set('q', q.trim());
  return api.get<ReferralList>(`/api/referrals?${query}`);
}

export const referralsQueryOptions = (params: ReferralListParams) =>
  // A list is refreshed on every visit: other people change referrals (the app's default is never stale).
  queryOptions({ queryKey: referralKeys.list(params), queryFn: () => getReferrals(params), staleTime: 0 });

/** The list as filtered; the previous answer stays on screen while a new filter loads. */
export const useReferrals = (params: ReferralListParams) => useQuery({ ...referralsQueryOptions(params), placeholderData: keepPreviousData });
