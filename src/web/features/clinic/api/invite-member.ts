import { useMutation } from '@tanstack/react-query';
import type { InvitationBody, PendingInvitation } from '@shared/contracts/team';
import { api } from '@web/lib/api-client';
import '@web/i18n/namespaces/clinic';
import { clinicKeys } from './keys';

/** POST /api/clinic/team/invitations {email} → 201; inviting an address again replaces its pending invitation. */
export const inviteMember = (body: InvitationBody) => api.post<PendingInvitation>('/api/clinic/team/invitations', body);

export const useInviteMember = () => useMutation({ mutationFn: inviteMember, meta: { errorTitle: 'clinic:team.inviteFailed', invalidates: [clinicKeys.team] } });
