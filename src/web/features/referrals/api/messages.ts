import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReferralMessage, ReferralMessageBody, ReferralMessageList } from '@shared/contracts/referrals';
import { notificationKeys } from '@web/features/notifications';
import { api } from '@web/lib/api-client';
import { referralKeys } from './keys';

/** Under the feature's prefix, so a status change (which refreshes every referral query) reloads it too. */
export const referralMessagesKey = (id: number) => ['referrals', 'messages', id] as const;

/** GET /api/referrals/{id}/messages: the conversation, oldest first. Reading it marks it read. */
export const getReferralMessages = (id: number) => api.get<ReferralMessageList>(`/api/referrals/${id}/messages`);

/**
 * The conversation, asked again when the window regains focus. The server marks what it answers as
 * read, so each answer sends the bell to ask for its count again.
 */
export function useReferralMessages(id: number) {
  const qc = useQueryClient();
  const query = useQuery({ queryKey: referralMessagesKey(id), queryFn: () => getReferralMessages(id), staleTime: 0, refetchOnWindowFocus: true });
  const answeredAt = query.dataUpdatedAt;
  useEffect(() => {
    if (answeredAt) void qc.invalidateQueries({ queryKey: notificationKeys.unread });
  }, [answeredAt, qc]);
  return query;
}

/**
 * POST /api/referrals/{id}/messages → 201. Then the referral (a vet's answer to a request for
 * information moves it back to received), its conversation and the lists are loaded again.
 */
export const useSendReferralMessage = (id: number) =>
  useMutation({
    mutationFn: (body: ReferralMessageBody) => api.post<ReferralMessage>(`/api/referrals/${id}/messages`, body),
    meta: { errorTitle: 'referrals:conversation.sendFailed', invalidates: [referralKeys.detail(id), referralMessagesKey(id), referralKeys.lists] },
  });
