import { Siren } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@web/components/ui/badge';

/** Whether a listed specialty takes emergency cases: green with a siren when it does, grey when not; the words are the caller's. */
export function EmergencyBadge({ accepting, children }: { accepting: boolean; children: ReactNode }) {
  return accepting ? (
    <Badge tone="success" className="gap-1">
      <Siren className="h-3.5 w-3.5" aria-hidden />
      {children}
    </Badge>
  ) : (
    <Badge tone="neutral">{children}</Badge>
  );
}
