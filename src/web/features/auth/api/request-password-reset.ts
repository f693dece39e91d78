import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequestBody } from '@shared/contracts/auth';
import { api } from '@web/lib/api-client';

/** POST /api/password-reset: 202 whether or not the address has an account; 429 when rate-limited. */
export const requestPasswordReset = (body: PasswordResetRequestBody) => api.post<void>('/api/password-reset', body);

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: requestPasswordReset, meta: { errorTitle: 'auth:forgot.failed' } });
