import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeBody } from '@shared/contracts/profile';
import { api } from '@web/lib/api-client';

export const changePassword = (body: PasswordChangeBody) => api.post<void>('/api/user/password', body);

/** POST /api/user/password: this session stays signed in, the others end. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
