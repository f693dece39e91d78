import { useMutation } from '@tanstack/react-query';
import type { MailSummary } from '@shared/contracts/mail';
import { api } from '@web/lib/api-client';
import { mailKeys } from './keys';

/** POST /api/admin/mail/{id}/retry: a failed mail goes back to pending (409 MAIL_NOT_FAILED otherwise). */
export const retryMail = (id: number) => api.post<MailSummary>(`/api/admin/mail/${id}/retry`);

export const useRetryMail = () => useMutation({ mutationFn: retryMail, meta: { errorTitle: 'admin:mail.retryFailed', invalidates: [mailKeys.all] } });
