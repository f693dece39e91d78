import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Referral, StatusChangeBody } from '@shared/contracts/referrals';
import { ApiError, api } from '@web/lib/api-client';
import { referralKeys } from './keys';

/** POST /api/referrals/{id}/status: one step of the status machine (src/shared/referral-status.ts). */
export const changeStatus = (id: number, body: StatusChangeBody) => api.post<Referral>(`/api/referrals/${id}/status`, body);

/**
 * A status change. When the server says someone else acted first (409), the referral is reloaded so
 * the screen shows where it stands; the MutationCache toasts why.
 */
export function useChangeStatus(id: number, errorTitle: 'referrals:actions.failed' | 'referrals:composer.submitFailed' = 'referrals:actions.failed') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusChangeBody) => changeStatus(id, body),
    meta: { errorTitle },
    onSuccess: (referral) => {
      queryClient.setQueryData(referralKeys.detail(id), referral);
      void queryClient.invalidateQueries({ queryKey: referralKeys.lists });
      void queryClient.invalidateQueries({ queryKey: referralKeys.unopened });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey: referralKeys.detail(id) });
    },
  });
}
