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

/** A picture beside lines of text, while a card loads: `media` and each of `lines` size a Skeleton. */
export function SkeletonMedia({ className, media, lines }: { className?: string; media: string; lines: readonly string[] }) {
  return (
    <div className={cn('flex gap-3', className)}>
      <Skeleton className={media} />
      <div className="flex-1 space-y-2">
        {lines.map((line) => (
          <Skeleton key={line} className={line} />
        ))}
      </div>
    </div>
  );
}
