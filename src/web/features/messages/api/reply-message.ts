import { useMutation } from '@tanstack/react-query';
import type { Message, MessageReplyBody } from '@shared/contracts/messages';
import { api } from '@web/lib/api-client';
import { messageKeys } from './keys';

/** POST /api/messages/{id}/replies {message} → 201 the thread (the clinic it went to, or the vet who wrote it). */
export const replyToMessage = (messageId: number, body: MessageReplyBody) => api.post<Message>(`/api/messages/${messageId}/replies`, body);

/**
 * Answers in a message's thread; the list loads again with the answer in it. A failure is toasted
 * under messages:replyFailed (the caller imports that namespace, see mark-read.ts).
 */
export const useReplyToMessage = () =>
  useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) => replyToMessage(id, { message }),
    meta: { errorTitle: 'messages:replyFailed', invalidates: [messageKeys.list, messageKeys.unread] },
  });
