import { type QueryClient, useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { userQueryKey } from './get-user';

/**
 * Set while the user signs out on purpose: a protected page that is still on screen during the
 * navigation away must not bounce to /auth (RequireAuth reads it). Cleared on the next sign-in.
 */
export const signOutState = { deliberate: false };

/** Forgets the current user and every cached query of theirs. */
export function clearSignedInState(qc: QueryClient) {
  signOutState.deliberate = true;
  qc.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
  qc.setQueryData(userQueryKey, null);
}

/** POST /api/logout; the body is not read. The caller clears state after leaving protected pages. */
export const useLogout = () => useMutation({ mutationFn: () => api.post<void>('/api/logout') });
