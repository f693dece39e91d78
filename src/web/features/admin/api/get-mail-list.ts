import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MailList, MailStatus } from '@shared/contracts/mail';
import { api } from '@web/lib/api-client';
import { mailKeys } from './keys';

/** GET /api/admin/mail?status=: newest first, with the counts per status and whether SMTP delivers. */
export const getMailList = (status?: MailStatus) => api.get<MailList>(status ? `/api/admin/mail?status=${status}` : '/api/admin/mail');

/**
 * The outbox changes on its own (the worker sends, retries, gives up), so the list loads again each
 * time the tab shows it; the previous list stays on screen while another status loads.
 */
export const useMailList = (status?: MailStatus) =>
  useQuery({ queryKey: mailKeys.list(status ?? 'all'), queryFn: () => getMailList(status), staleTime: 0, placeholderData: keepPreviousData });
