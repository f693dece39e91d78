import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PracticeTeam } from '@shared/contracts/practice';
import type { InvitationBody, PendingInvitation } from '@shared/contracts/team';
import { api } from '@web/lib/api-client';
import '@web/i18n/namespaces/practice';

/** The practice's team (issue 59): GET /api/practice/team, and the owner's invitations and removals. */
export const practiceTeamKey = ['practice', 'team'] as const;

export const practiceTeamQueryOptions = () => queryOptions({ queryKey: practiceTeamKey, queryFn: () => api.get<PracticeTeam>('/api/practice/team') });
export const usePracticeTeam = () => useQuery(practiceTeamQueryOptions());

const invalidates = [practiceTeamKey];

/** POST /api/practice/team/invitations {email} → 201; inviting an address again replaces its pending invitation. */
export const useInviteColleague = () =>
  useMutation({ mutationFn: (body: InvitationBody) => api.post<PendingInvitation>('/api/practice/team/invitations', body), meta: { errorTitle: 'practice:inviteFailed', invalidates } });

/** DELETE /api/practice/team/{userId} (204): the owner removes a member. */
export const useRemoveColleague = () => useMutation({ mutationFn: (userId: number) => api.delete<void>(`/api/practice/team/${userId}`), meta: { errorTitle: 'practice:removeFailed', invalidates } });

/** DELETE /api/practice/team/invitations/{id} (204). */
export const useRevokePracticeInvitation = () =>
  useMutation({ mutationFn: (id: number) => api.delete<void>(`/api/practice/team/invitations/${id}`), meta: { errorTitle: 'practice:revokeFailed', invalidates } });
