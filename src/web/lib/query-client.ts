import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toastMutationError } from './mutation-errors';

/**
 * SPEC §7: data is never stale, never refetched on focus, never polled, never retried. A failed
 * mutation that names its error title in `meta` is toasted here, in one place (lib/mutation-errors).
 */
export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, variables, _context, mutation) => toastMutationError(error, variables, mutation.meta),
    }),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}
