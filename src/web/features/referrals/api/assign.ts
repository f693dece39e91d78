import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignBody, Referral, ReferralAssignees } from '@shared/contracts/referrals';
import { api } from '@web/lib/api-client';
import { referralKeys } from './keys';

/** GET /api/clinic/referral-assignees: everyone at the hospital a referral may be assigned to. */
export const assigneesQueryOptions = () =>
  queryOptions({ queryKey: referralKeys.assignees, queryFn: () => api.get<ReferralAssignees>('/api/clinic/referral-assignees'), staleTime: 60_000 });

export const useAssignees = (enabled: boolean) => useQuery({ ...assigneesQueryOptions(), enabled });

/** POST /api/referrals/{id}/assign; the answer is the referral, and every list refreshes. */
export function useAssign(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignBody) => api.post<Referral>(`/api/referrals/${id}/assign`, body),
    meta: { errorTitle: 'referrals:assign.failed' },
    onSuccess: async (referral) => {
      qc.setQueryData(referralKeys.detail(id), referral);
      await qc.invalidateQueries({ queryKey: referralKeys.lists });
    },
  });
}
