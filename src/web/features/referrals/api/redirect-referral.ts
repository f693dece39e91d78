import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Referral } from '@shared/contracts/referrals';
import { api } from '@web/lib/api-client';
import { referralKeys } from './keys';

/** POST /api/referrals/{id}/redirect → 201: a new draft to another hospital, files included. */
export const redirectReferral = (id: number, clinicId: number) => api.post<Referral>(`/api/referrals/${id}/redirect`, { clinic_id: clinicId });

export function useRedirectReferral(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clinicId: number) => redirectReferral(id, clinicId),
    meta: { errorTitle: 'referrals:actions.redirect.failed' },
    onSuccess: (draft) => {
      queryClient.setQueryData(referralKeys.detail(draft.id), draft);
      void queryClient.invalidateQueries({ queryKey: referralKeys.lists });
    },
  });
}
