import { UserRound } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** A staff photo, or the placeholder icon when there is none. */
export function StaffPhoto({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const box = cn('h-16 w-16 shrink-0 rounded-full', className);
  if (src) return <img src={src} alt={alt} className={cn(box, 'object-cover')} loading="lazy" decoding="async" />;
  return (
    <div className={cn(box, 'flex items-center justify-center bg-brand-50 text-brand-700')} aria-hidden data-testid="staff-photo-placeholder">
      <UserRound className="h-1/2 w-1/2" />
    </div>
  );
}
