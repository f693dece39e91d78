import { useMutation } from '@tanstack/react-query';
import type { AccountDeleteBody } from '@shared/contracts/privacy';
import { apiRequest } from '@web/lib/api-client';

export const deleteAccount = (body: AccountDeleteBody) => apiRequest<void>('DELETE', '/api/me', body);

/** DELETE /api/me: the server ends the session; the caller clears the signed-in state. */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
