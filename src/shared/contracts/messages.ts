import { z } from '@shared/zod';
import { idsOrAll } from './common';
import { MESSAGE_MAX_LENGTH, MESSAGE_MSG } from './message-rules';

export { MESSAGE_MAX_LENGTH, MESSAGE_MSG } from './message-rules';

/** POST /api/hospitals/{id}/messages: a vet's message to a clinic, shared by the contact dialog. */
export const messageBody = z.object({
  message: z
    .string({ error: MESSAGE_MSG.empty })
    .trim()
    .min(1, { error: MESSAGE_MSG.empty })
    .max(MESSAGE_MAX_LENGTH, { error: MESSAGE_MSG.tooLong }),
});
export type MessageBody = z.input<typeof messageBody>;

/** POST /api/messages/{id}/replies: an answer in a message's thread, by the clinic or by the vet who wrote it. */
export const messageReplyBody = messageBody;
export type MessageReplyBody = z.input<typeof messageReplyBody>;

/** One answer in a message's thread; `from` says which side wrote it. */
export const messageReply = z.object({
  id: z.number().int(),
  from: z.enum(['vet', 'clinic']),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type MessageReply = z.infer<typeof messageReply>;

/**
 * A message as the caller sees it: `sent` (the vet who wrote it) or `received` (a member of the
 * clinic it was written to). read_at is the clinic's: the first member who opened it.
 */
export const message = z.object({
  id: z.number().int(),
  direction: z.enum(['sent', 'received']),
  clinic: z.object({ id: z.number().int(), name: z.string() }),
  sender: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    email: z.string(),
    clinic_name: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  body: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  /** The thread's answers, oldest first (decision 155). */
  replies: z.array(messageReply),
  /** For the vet: an answer from the clinic they have not seen yet (the clinic's unread is read_at). */
  unread_reply: z.boolean(),
});
export type Message = z.infer<typeof message>;

/** GET /api/messages: newest first, at most 200, with the caller's unread count (received only). */
export const messageList = z.object({ items: z.array(message), unread: z.number().int() });
export type MessageList = z.infer<typeof messageList>;

/** GET /api/messages/unread: the nav's badge, cheap enough to poll. */
export const unreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

/** POST /api/messages/read: mark some received messages, or all of them, read. */
export const READ_MSG = 'Send ids (a list of message ids) or all: true';
export const markReadBody = idsOrAll(READ_MSG);
export type MarkReadBody = z.input<typeof markReadBody>;
