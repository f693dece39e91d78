import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '@web/lib/query-client';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    // No app-wide Radix Tooltip.Provider: nothing uses Radix tooltips, and its module would pull the
    // popper and floating-ui code into every route. A page that adds tooltips wraps them in one set to
    // UI.tooltipDelay and UI.tooltipSkipDelay (SPEC §9) (docs/decisions/050).
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}
