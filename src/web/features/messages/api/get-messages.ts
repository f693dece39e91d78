import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageList } from '@shared/contracts/messages';
import { api } from '@web/lib/api-client';
import { UNREAD_POLL_MS } from './get-unread-count';
import { messageKeys } from './keys';

/** GET /api/messages: a vet's sent messages or the clinic's received ones, newest first (at most 200). */
export const getMessages = () => api.get<MessageList>('/api/messages');

export const messagesQueryOptions = () => queryOptions({ queryKey: messageKeys.list, queryFn: getMessages });

/**
 * The list, fetched again when the window regains focus (the app's default never refetches, SPEC §7)
 * and, with `poll` (a clinic looking at its inbox), every minute like the nav badge, so a message that
 * comes in shows without a reload. Idle, keeping what it has, while not `enabled`.
 */
export const useMessages = ({ enabled = true, poll = false }: { enabled?: boolean; poll?: boolean } = {}) =>
  useQuery({ ...messagesQueryOptions(), enabled, refetchOnWindowFocus: true, refetchInterval: poll ? UNREAD_POLL_MS : false });
