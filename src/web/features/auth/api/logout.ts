import { type QueryClient, useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { userQueryKey } from './get-user';

/** Forgets the current user and every cached query of theirs. */
export function clearSignedInState(qc: QueryClient) {
  qc.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
  qc.setQueryData(userQueryKey, null);
}

/** POST /api/logout; the body is not read. The caller clears state after leaving protected pages. */
export const useLogout = () => useMutation({ mutationFn: () => api.post<void>('/api/logout') });
