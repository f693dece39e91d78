import { AlertTriangle } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { STALE_WAIT_DAYS } from '@shared/constants';
import { Badge } from '@web/components/ui/badge';
import { UpdatedNote } from '@web/components/updated-note';
import '@web/i18n/namespaces/clinic';
import { cn } from '@web/lib/cn';
import { formatRelativeTime, formatShortDate, isStale } from '@web/lib/relative-time';

function StaleBadge({ withTitle }: { withTitle: boolean }) {
  const { t } = useTranslation('clinic');
  return (
    <Badge tone="warning" className="gap-1" title={withTitle ? t('freshness.staleHint') : undefined} data-testid="stale-note">
      <AlertTriangle className="h-3.5 w-3.5" aria-hidden />
      {t('freshness.stale', { days: STALE_WAIT_DAYS })}
    </Badge>
  );
}

/**
 * "Updated 3 days ago" (the exact date on hover), with a visible "Over 90 days old" marker once the
 * entry is older than STALE_WAIT_DAYS — vets see such entries flagged as possibly out of date.
 */
export function FreshnessNote({ lastUpdated, className }: { lastUpdated: string; className?: string }) {
  const { t } = useTranslation('clinic');
  const when = formatRelativeTime(lastUpdated);
  if (!when) return null;
  return (
    <UpdatedNote lastUpdated={lastUpdated} label={t('freshness.updated', { when })} className={className}>
      {isStale(lastUpdated) && <StaleBadge withTitle={false} />}
    </UpdatedNote>
  );
}

/** What to do about a stale entry, shown under it. Nothing while the entry is fresh. */
export function StaleHint({ lastUpdated, className }: { lastUpdated: string; className?: string }) {
  const { t } = useTranslation('clinic');
  if (!isStale(lastUpdated)) return null;
  return (
    <p className={cn('flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900', className)}>
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {t('freshness.staleHint')}
    </p>
  );
}

/** A table cell's "Mar 5, 2024 · 3 weeks ago", with the stale marker when due. */
export function UpdatedCell({ lastUpdated }: { lastUpdated: string }) {
  const when = formatRelativeTime(lastUpdated);
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="text-slate-800">
        <time dateTime={lastUpdated}>{formatShortDate(lastUpdated)}</time>
        {when && <span className="text-xs text-slate-600"> · {when}</span>}
      </span>
      {isStale(lastUpdated) && <StaleBadge withTitle />}
    </div>
  );
}
