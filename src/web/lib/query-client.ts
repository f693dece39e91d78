import { QueryClient } from '@tanstack/react-query';

/** SPEC §7: data is never stale, never refetched on focus, never polled, never retried. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}
