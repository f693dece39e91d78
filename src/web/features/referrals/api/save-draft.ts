import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Referral, ReferralCreateBody, ReferralPatchBody } from '@shared/contracts/referrals';
import { api } from '@web/lib/api-client';
import { referralKeys } from './keys';

/** POST /api/referrals: the draft, made on the composer's first change. */
export const createReferral = (body: ReferralCreateBody) => api.post<Referral>('/api/referrals', body);

/** PATCH /api/referrals/{id}: only the fields sent change (nested groups field by field). */
export const updateReferral = (id: number, body: ReferralPatchBody) => api.patch<Referral>(`/api/referrals/${id}`, body);

export type SaveDraft = { id: null; body: ReferralCreateBody } | { id: number; body: ReferralPatchBody };

/**
 * The composer's autosave: creates the draft, then patches it. No toast: the composer shows
 * "Not saved — Retry" beside the form instead.
 */
export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveDraft) => (save.id === null ? createReferral(save.body) : updateReferral(save.id, save.body)),
    onSuccess: (referral) => {
      queryClient.setQueryData(referralKeys.detail(referral.id), referral);
      void queryClient.invalidateQueries({ queryKey: referralKeys.lists });
    },
  });
}
