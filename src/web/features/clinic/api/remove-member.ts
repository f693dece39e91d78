import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import '@web/i18n/namespaces/clinic';
import { clinicKeys } from './keys';

/** DELETE /api/clinic/team/{userId} (204); the owner cannot be removed (400 OWNER_NOT_REMOVABLE). */
export const removeMember = (userId: number) => api.delete<void>(`/api/clinic/team/${userId}`);

export function useRemoveMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    meta: { errorTitle: 'clinic:team.removeFailed' },
    onSuccess: () => qc.invalidateQueries({ queryKey: clinicKeys.team }),
  });
}
