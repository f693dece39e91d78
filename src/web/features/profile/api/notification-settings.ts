import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsBody } from '@shared/contracts/notifications';
import { api } from '@web/lib/api-client';
import { notificationKeys } from '@web/features/notifications';

/** GET /api/notifications/settings: e-mail on or off for each event the caller receives. */
export const useNotificationSettings = () =>
  useQuery({ queryKey: notificationKeys.settings, queryFn: () => api.get<NotificationSettings>('/api/notifications/settings') });

/** PATCH /api/notifications/settings with the events changed only; the answer is the new state. */
export function useUpdateNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsBody) => api.patch<NotificationSettings>('/api/notifications/settings', body),
    meta: { errorTitle: 'notifications:settings.saveFailed' },
    onSuccess: (settings) => qc.setQueryData(notificationKeys.settings, settings),
  });
}
