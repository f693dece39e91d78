import { Loader2 } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { cn } from '@web/lib/cn';

/** A centred spinner announced to screen readers. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" className={cn('flex items-center justify-center py-16', className)}>
      <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden />
      <span className="sr-only">{label ?? t('loading')}</span>
    </div>
  );
}

export const Skeleton = ({ className }: { className?: string }) => (
  <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200', className)} />
);
