import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReferralList, ReferralTargets, ReferralTargetsBody, ViewCounts } from '@shared/contracts/referrals';
import { api } from '@web/lib/api-client';

const targetsKey = ['clinic', 'referral-targets'] as const;

/** GET /api/clinic/referral-targets: the hospital's targets (issue 59), for anyone who acts for it. */
export const referralTargetsQueryOptions = () => queryOptions({ queryKey: targetsKey, queryFn: () => api.get<ReferralTargets>('/api/clinic/referral-targets') });
export const useReferralTargets = () => useQuery(referralTargetsQueryOptions());

/** PATCH /api/clinic/referral-targets (the owner only); the lists refresh, their due times with them. */
export function useUpdateReferralTargets() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralTargetsBody) => api.patch<ReferralTargets>('/api/clinic/referral-targets', body),
    meta: { errorTitle: 'clinic:targets.saveFailed' },
    onSuccess: async (targets) => {
      qc.setQueryData(targetsKey, targets);
      await qc.invalidateQueries({ queryKey: ['referrals'] });
    },
  });
}

/**
 * The count of each view of the work queue (GET /api/referrals, no filters): the dashboard shows the
 * same numbers as the queue's tabs. Under the referrals prefix, so a status change refreshes it.
 */
export const useQueueCounts = () =>
  useQuery({
    queryKey: ['referrals', 'queue-counts'] as const,
    queryFn: () => api.get<ReferralList>('/api/referrals?box=received&view=action'),
    select: (list): ViewCounts => list.counts,
    staleTime: 0,
  });
