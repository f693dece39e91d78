import { useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationList } from '@shared/contracts/notifications';
import { api } from '@web/lib/api-client';
import { notificationKeys } from './keys';

/** GET /api/notifications?before=: a page of 30, newest first; next_before is null on the last page. */
export const getNotifications = (before?: number) => api.get<NotificationList>(`/api/notifications${before ? `?before=${before}` : ''}`);

/** The list, a page at a time ("Show older"), asked again when the window regains focus. */
export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
