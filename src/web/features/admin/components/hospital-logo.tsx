import { Hospital } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** A hospital's logo, or a neutral placeholder icon. */
export function Logo({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const box = cn('h-16 w-16 shrink-0 rounded-lg border border-slate-200 bg-white', className);
  if (src) return <img src={src} alt={alt} className={cn(box, 'object-contain p-1')} />;
  return (
    <div className={cn(box, 'flex items-center justify-center bg-brand-50 text-brand-700')} aria-hidden>
      <Hospital className="h-1/2 w-1/2" />
    </div>
  );
}
