import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/contracts/auth';
import { userQueryKey } from './get-user';
import { signOutState } from './logout';

/** A write that signs someone in (login, register): its answer becomes the current user. */
export function useSignIn<V>(mutationFn: (variables: V) => Promise<CurrentUser>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      signOutState.deliberate = false;
      qc.setQueryData(userQueryKey, user);
    },
  });
}
