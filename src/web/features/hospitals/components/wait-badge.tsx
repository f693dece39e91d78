import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { WAIT_RANK, WAIT_RANK_UNKNOWN } from '@shared/constants';
import { Badge } from '@web/components/ui/badge';

/** Colour follows the wait's rank (short waits green, refusals red); the words always say it too. */
function toneFor(wait: string | null): 'success' | 'brand' | 'warning' | 'danger' | 'neutral' {
  if (!wait) return 'neutral';
  const rank = WAIT_RANK[wait] ?? WAIT_RANK_UNKNOWN;
  if (rank <= 20) return 'success';
  if (rank <= 30) return 'brand';
  if (rank < WAIT_RANK_UNKNOWN) return 'warning';
  if (rank === WAIT_RANK_UNKNOWN) return 'neutral';
  return 'danger';
}

export function WaitBadge({ wait, children }: { wait: string | null; children: ReactNode }) {
  return (
    <Badge tone={toneFor(wait)} className="gap-1" data-testid="wait-badge">
      <Hourglass className="h-3.5 w-3.5" aria-hidden />
      {children}
    </Badge>
  );
}
