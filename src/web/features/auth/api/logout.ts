import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { userQueryKey } from './get-user';

/** POST /api/logout; the body is not read. Success clears the current user and every cached query. */
export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/logout'),
    onSuccess: () => {
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
      qc.setQueryData(userQueryKey, null);
    },
  });
}
