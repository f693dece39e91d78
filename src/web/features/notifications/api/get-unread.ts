import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@shared/contracts/messages';
import { api } from '@web/lib/api-client';
import { notificationKeys } from './keys';

/** How often the bell asks again: every minute, like the Messages badge (issue 18), and on window focus. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** GET /api/notifications/unread: the bell's count. */
export const getUnreadNotifications = () => api.get<UnreadCount>('/api/notifications/unread');

/** The bell's count; idle (undefined) while not `enabled` (signed out, or an administrator). */
export const useNotificationCount = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.unread,
    enabled,
    queryFn: getUnreadNotifications,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
    select: (data) => data.count,
  });
