import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@shared/contracts/messages';
import { api } from '@web/lib/api-client';
import { messageKeys } from './keys';

/** GET /api/messages/unread: what the clinic has not opened yet (0 for vets). */
export const getUnreadCount = () => api.get<UnreadCount>('/api/messages/unread');

/** Polled modestly for the nav badge: every minute, and when the window regains focus. */
export const UNREAD_POLL_MS = 60_000;

/** The badge's count for a clinic user; idle (undefined) for everyone else. */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: messageKeys.unread,
    queryFn: getUnreadCount,
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
    select: (data) => data.count,
  });
