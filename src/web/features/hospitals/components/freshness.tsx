import { AlertTriangle } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { STALE_WAIT_DAYS } from '@shared/constants';
import { Badge } from '@web/components/ui/badge';
import { UpdatedNote } from '@web/components/updated-note';
import '@web/i18n/namespaces/hospitals';
import { formatRelativeTime, isStale } from '@web/lib/relative-time';

/**
 * "Updated 3 days ago" for a wait-time entry (or "Price updated …" for a quote), with a visible "Possibly out of date" marker once it is
 * older than STALE_WAIT_DAYS days. The exact date is in the <time> element for hover and assistive tech.
 */
export function Freshness({
  lastUpdated,
  className,
  price = false,
}: {
  lastUpdated: string | null | undefined;
  className?: string;
  /** A quote's date ("Price updated …"), told apart from a wait's where a card shows both. */
  price?: boolean;
}) {
  const { t } = useTranslation('hospitals');
  const when = formatRelativeTime(lastUpdated);
  if (!lastUpdated || !when) return null;
  const stale = isStale(lastUpdated);
  return (
    <UpdatedNote lastUpdated={lastUpdated} label={t(price ? 'freshness.priceUpdated' : 'freshness.updated', { when })} className={className}>
      {stale && (
        <Badge tone="warning" className="gap-1" title={t('freshness.staleHint', { days: STALE_WAIT_DAYS })} data-testid="stale-marker">
          <AlertTriangle className="h-3.5 w-3.5" aria-hidden />
          {t('freshness.stale')}
        </Badge>
      )}
    </UpdatedNote>
  );
}
