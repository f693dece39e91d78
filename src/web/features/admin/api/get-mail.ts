import { useQuery } from '@tanstack/react-query';
import type { MailDetail } from '@shared/contracts/mail';
import { api } from '@web/lib/api-client';
import { mailKeys } from './keys';

/** GET /api/admin/mail/{id}: headers, and the contents unless the deployment delivers over SMTP. */
export const getMail = (id: number) => api.get<MailDetail>(`/api/admin/mail/${id}`);

export const useMail = (id: number) => useQuery({ queryKey: mailKeys.detail(id), queryFn: () => getMail(id), staleTime: 0 });
