// The notifications feature's public entry (issue 20): the nav's bell and its count, and the cache keys
// other features invalidate. The app shell imports it, and the landing page pays for what it holds
// (docs/decisions/091): the count is a small query; the bell itself is a chunk of its own, fetched only
// for a signed-in vet or clinic member. Its page (/notifications, the list) is loaded by the router.
import { lazy } from 'react';

export { notificationKeys } from './api/keys';
export { useNotificationCount } from './api/get-unread';
export const NotificationBell = lazy(() => import('./components/notification-bell'));
