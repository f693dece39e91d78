import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirmBody } from '@shared/contracts/auth';
import { api } from '@web/lib/api-client';
import { userQueryKey } from './get-user';

/** POST /api/password-reset/confirm: 204; every session of the user ends. The page shows its failures. */
export const confirmPasswordReset = (body: PasswordResetConfirmBody) => api.post<void>('/api/password-reset/confirm', body);

// If the signed-in user reset their own password, this device's session has ended too: ask again.
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset, meta: { invalidates: [userQueryKey] } });
