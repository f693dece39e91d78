import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import '@web/i18n/namespaces/clinic';
import { clinicKeys } from './keys';

/** DELETE /api/clinic/team/{userId} (204); the owner cannot be removed (400 OWNER_NOT_REMOVABLE). */
export const removeMember = (userId: number) => api.delete<void>(`/api/clinic/team/${userId}`);

export const useRemoveMember = () => useMutation({ mutationFn: removeMember, meta: { errorTitle: 'clinic:team.removeFailed', invalidates: [clinicKeys.team] } });
