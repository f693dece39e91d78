// The messages feature's public entry: a vet's message to a clinic (the internal page's contact
// dialog), the list the clinic dashboard's Messages tab shows, and the nav badge's count. The app
// shell imports it for the badge, so it exports requests only: no component, no strings (their
// readers add the messages namespace; the list itself is components/message-list.tsx). Its page
// (/messages, a vet's sent messages) is loaded by the router.
export { useMessages } from './api/get-messages';
export { useUnreadCount } from './api/get-unread-count';
export { messageKeys } from './api/keys';
export { useMarkRead } from './api/mark-read';
export { useReplyToMessage } from './api/reply-message';
export { useSendMessage } from './api/send-message';
