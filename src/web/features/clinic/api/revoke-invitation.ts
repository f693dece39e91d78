import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import '@web/i18n/namespaces/clinic';
import { clinicKeys } from './keys';

/** DELETE /api/clinic/team/invitations/{id} (204): the mailed link stops working. */
export const revokeInvitation = (id: number) => api.delete<void>(`/api/clinic/team/invitations/${id}`);

export const useRevokeInvitation = () => useMutation({ mutationFn: revokeInvitation, meta: { errorTitle: 'clinic:team.revokeFailed', invalidates: [clinicKeys.team] } });
