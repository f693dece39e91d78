import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { toastMutationError } from './mutation-errors';

/** Marks every query under each key stale and refetches those on screen; resolves when they have reloaded. */
export async function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[] = []) {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * SPEC §7: data is never stale, never refetched on focus, never polled, never retried. A failed
 * mutation that names its error title in `meta` is toasted here, in one place (lib/mutation-errors);
 * a successful one that names the queries it changes (`meta.invalidates`) reloads them here, awaited,
 * so the mutation settles (and `mutateAsync` resolves) once they have reloaded.
 */
export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, variables, _context, mutation) => toastMutationError(error, variables, mutation.meta),
      onSuccess: (_data, _variables, _context, mutation) => invalidateAll(queryClient, mutation.meta?.invalidates),
    }),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
