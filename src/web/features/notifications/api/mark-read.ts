import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsReadBody } from '@shared/contracts/notifications';
import type { UnreadCount } from '@shared/contracts/messages';
import { api } from '@web/lib/api-client';
import { notificationKeys } from './keys';

/** POST /api/notifications/read {ids} or {all: true} → the new unread count. */
export const markNotificationsRead = (body: NotificationsReadBody) => api.post<UnreadCount>('/api/notifications/read', body);

/** Marks some or all read; the bell takes the count the server answers, and the list reloads. */
export function useMarkNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    meta: { errorTitle: 'notifications:markReadFailed' },
    onSuccess: (answer) => {
      qc.setQueryData(notificationKeys.unread, answer);
      return qc.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}
