import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, RegisterBody } from '@shared/contracts/auth';
import { api } from '@web/lib/api-client';
import { userQueryKey } from './get-user';
import { signOutState } from './logout';

export const register = (body: RegisterBody) => api.post<CurrentUser>('/api/register', body);

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      signOutState.deliberate = false;
      qc.setQueryData(userQueryKey, user);
    },
  });
}
