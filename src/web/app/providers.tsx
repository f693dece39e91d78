import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { UI } from '@shared/constants';
import { createQueryClient } from '@web/lib/query-client';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={UI.tooltipDelay} skipDelayDuration={UI.tooltipSkipDelay}>
        {children}
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
