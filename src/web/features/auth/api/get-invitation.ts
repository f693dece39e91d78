import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationInfo } from '@shared/contracts/team';
import { api } from '@web/lib/api-client';

export const invitationKey = (token: string) => ['invitation', token] as const;

/** GET /api/invitations/{token}; 400 INVITATION_INVALID when it is bad, expired or used. */
export const getInvitation = (token: string) => api.get<InvitationInfo>(`/api/invitations/${encodeURIComponent(token)}`);

export const useInvitation = (token: string, enabled: boolean) =>
  useQuery({ ...queryOptions({ queryKey: invitationKey(token), queryFn: () => getInvitation(token) }), enabled });
