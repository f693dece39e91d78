// The messages feature's public entry: a vet's message to a clinic (the internal page's contact
// dialog), the received list the clinic dashboard shows in its Messages tab, and the nav badge's count.
// Its page (/messages, a vet's sent messages) is loaded by the router.
export { useMessages } from './api/get-messages';
export { useUnreadCount } from './api/get-unread-count';
export { messageKeys } from './api/keys';
export { useMarkRead } from './api/mark-read';
export { useSendMessage } from './api/send-message';
export { MessageList } from './components/message-list';
