import { useMutation } from '@tanstack/react-query';
import type { Message, MessageBody } from '@shared/contracts/messages';
import { api } from '@web/lib/api-client';
import { messageKeys } from './keys';

/** POST /api/hospitals/{id}/messages {message} → 201 Message (vets only). */
export const sendMessage = (hospitalId: number, body: MessageBody) => api.post<Message>(`/api/hospitals/${hospitalId}/messages`, body);

/**
 * Sends a vet's message; a failure is toasted by the MutationCache under messages:sendFailed (the
 * caller imports that namespace, see mark-read.ts), and the sent list loads fresh next time.
 */
export const useSendMessage = (hospitalId: number) =>
  useMutation({
    mutationFn: (body: MessageBody) => sendMessage(hospitalId, body),
    meta: { errorTitle: 'messages:sendFailed', invalidates: [messageKeys.list] },
  });
