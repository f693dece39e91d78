import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { WAIT_RANK, WAIT_RANK_UNKNOWN } from '@shared/constants';
import { Badge } from '@web/components/ui/badge';
import { useTranslation } from '@web/i18n/react';
import type { Measure, Measures } from '@shared/contracts/measures';
import '@web/i18n/namespaces/hospitals';
import { cn } from '@web/lib/cn';

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

// The measured wait times live beside the self-reported badge, in its chunk: a file of their own
// became a chunk the landing page preloads (docs/decisions/090).

export type MeasureKind = keyof Measures;

const KEYS = { to_appointment: 'measured.toAppointment', to_accept: 'measured.toAccept', first_response: 'measured.firstResponse' } as const;

/**
 * A measured median in words: whole days, half up (the API gives one decimal, docs/decisions/090);
 * under half a day reads "less than 1 day".
 */
export function useMeasureText() {
  const { t } = useTranslation('hospitals');
  /** `short`: "9 days (14 referrals)", for a table that names the measure itself. */
  return (kind: MeasureKind, m: NonNullable<Measure>, form: 'sentence' | 'short' = 'sentence') => {
    const whole = Math.floor(m.median_days + 0.5);
    const days = whole < 1 ? t('measured.underOneDay') : t('measured.days', { count: whole });
    return t(form === 'short' ? 'measured.short' : KEYS[kind], { days, referrals: t('measured.referrals', { count: m.referrals }) });
  };
}

/**
 * The measured lines of a hospital or specialty, beside its self-reported wait: one per measure that
 * counts enough referrals, in the order asked; nothing at all when none does.
 */
export function MeasuredLines({ measured, kinds, className }: { measured: Partial<Measures>; kinds: readonly MeasureKind[]; className?: string }) {
  const text = useMeasureText();
  const shown = kinds.flatMap((kind) => {
    const m = measured[kind];
    return m ? [{ kind, line: text(kind, m) }] : [];
  });
  if (shown.length === 0) return null;
  return (
    // No icon: its chunk would be preloaded by the landing page, whose budget is full (docs/decisions/090).
    <ul className={cn('space-y-1 text-sm text-slate-700', className)} data-testid="measured">
      {shown.map(({ kind, line }) => (
        <li key={kind}>{line}</li>
      ))}
    </ul>
  );
}
