import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { Badge } from '@web/components/ui/badge';
import '@web/i18n/namespaces/hospitals';
import { cn } from '@web/lib/cn';
import { formatShortDate } from '@web/lib/relative-time';

/** "Verified Jan 15, 2026": an admin checked the listing (issue 21); nothing while it is not verified. */
export function VerifiedBadge({ verifiedAt, className }: { verifiedAt: string | null; className?: string }) {
  const { t } = useTranslation('hospitals');
  if (!verifiedAt) return null;
  return (
    <Badge tone="success" className={cn('gap-1', className)} title={t('verified.hint')} data-testid="verified-badge">
      <BadgeCheck className="h-3.5 w-3.5" aria-hidden />
      <time dateTime={verifiedAt}>{t('verified.label', { date: formatShortDate(verifiedAt) })}</time>
    </Badge>
  );
}
