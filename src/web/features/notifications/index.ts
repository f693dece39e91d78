// The notifications feature's public entry (issue 20): the nav's bell (the app shell carries it, so it
// is a link with a count and nothing more) and the cache keys that other features invalidate. Its page
// (/notifications, the list) is loaded by the router.
export { notificationKeys } from './api/keys';
export { NotificationBell } from './components/notification-bell';
