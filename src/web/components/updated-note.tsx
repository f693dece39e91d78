import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { formatShortDate } from '@web/lib/relative-time';

/**
 * "Updated 3 days ago" after a clock, the exact date on hover and in the <time> element, then what
 * follows it (a stale marker): how a wait time shows its age, to vets and to the clinic. `label` is
 * the caller's words for it.
 */
export function UpdatedNote({ lastUpdated, label, className, children }: { lastUpdated: string; label: string; className?: string; children?: ReactNode }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600', className)}>
      <span className="inline-flex items-center gap-1">
        <Clock className="h-3.5 w-3.5" aria-hidden />
        <time dateTime={lastUpdated} title={formatShortDate(lastUpdated)}>
          {label}
        </time>
      </span>
      {children}
    </p>
  );
}
