import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { referralKeys } from './keys';

/** DELETE /api/referrals/{id} (drafts only) → 204. */
export const deleteReferral = (id: number) => api.delete<void>(`/api/referrals/${id}`);

export function useDeleteReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReferral,
    meta: { errorTitle: 'referrals:composer.deleteFailed' },
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: referralKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: referralKeys.lists });
    },
  });
}
