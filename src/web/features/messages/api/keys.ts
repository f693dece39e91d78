/** The query keys of the messages feature: the caller's list (sent or received) and the nav badge's count. */
export const messageKeys = {
  all: ['messages'] as const,
  list: ['messages', 'list'] as const,
  unread: ['messages', 'unread'] as const,
};
