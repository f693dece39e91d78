import { useMutation } from '@tanstack/react-query';
import type { MarkReadBody } from '@shared/contracts/messages';
import { api } from '@web/lib/api-client';
import { messageKeys } from './keys';

/** POST /api/messages/read {ids} or {all: true} (204): marks received messages read for the whole clinic. */
export const markRead = (body: MarkReadBody) => api.post<void>('/api/messages/read', body);

/**
 * Marks messages read, then asks the badge for its count again. The list is left as shown. A failure
 * is toasted under messages:markReadFailed: the caller imports that namespace (this module is reached
 * by the app shell, which must not carry it).
 */
export const useMarkRead = () => useMutation({ mutationFn: markRead, meta: { errorTitle: 'messages:markReadFailed', invalidates: [messageKeys.unread] } });
