import { useTranslation } from '@web/i18n/react';
import type { Urgency } from '@shared/contracts/referrals';
import type { ReferralStatus } from '@shared/referral-status';
import { Badge } from '@web/components/ui/badge';
import '@web/i18n/namespaces/referrals';

const STATUS_TONES: Record<ReferralStatus, 'neutral' | 'brand' | 'success' | 'warning' | 'danger'> = {
  draft: 'neutral',
  submitted: 'brand',
  received: 'brand',
  info_requested: 'warning',
  accepted: 'success',
  booked: 'success',
  completed: 'success',
  declined: 'danger',
  cancelled: 'neutral',
};

/** A referral's status as a chip. */
export function StatusBadge({ status }: { status: ReferralStatus }) {
  const { t } = useTranslation('referrals');
  return (
    <Badge tone={STATUS_TONES[status]} data-testid="status-chip">
      {t(`vocab.status.${status}`)}
    </Badge>
  );
}

const URGENCY_TONES: Record<Urgency, 'danger' | 'warning' | 'neutral'> = { emergency: 'danger', priority: 'warning', routine: 'neutral' };

/** A referral's urgency as a chip (nothing when not chosen yet). */
export function UrgencyBadge({ urgency }: { urgency: Urgency | null }) {
  const { t } = useTranslation('referrals');
  if (!urgency) return null;
  return (
    <Badge tone={URGENCY_TONES[urgency]} className="border border-current/20">
      {t(`vocab.urgency.${urgency}`)}
    </Badge>
  );
}
