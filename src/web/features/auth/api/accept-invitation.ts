import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/contracts/auth';
import type { AcceptInvitationBody } from '@shared/contracts/team';
import { api } from '@web/lib/api-client';
import { userQueryKey } from './get-user';
import { signOutState } from './logout';

/** POST /api/invitations/{token}/accept: the signed-in member, with a session cookie. */
export const acceptInvitation = ({ token, body }: { token: string; body: AcceptInvitationBody }) =>
  api.post<CurrentUser>(`/api/invitations/${encodeURIComponent(token)}/accept`, body);

/** The caller joins the clinic (and may have just been created and signed in): the current user changes. */
export function useAcceptInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: async (user) => {
      signOutState.deliberate = false;
      // Whoever was signed in before (if anyone) is not who is now: forget their data, as a sign-in does.
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] && q.queryKey[0] !== 'invitation' });
      qc.setQueryData(userQueryKey, user);
      await qc.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
