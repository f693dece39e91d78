import { Hospital } from 'lucide-react';
import { cn } from '@web/lib/cn';

const sizes = { sm: 'h-12 w-12', md: 'h-16 w-16', lg: 'h-14 w-14 sm:h-24 sm:w-24' } as const;

/**
 * A hospital's logo (alt = its name), or a neutral placeholder icon when it has none. Here rather than in
 * a feature because hospital pages, search results and the favourites grid all show it.
 */
export function HospitalLogo({ name, logoUrl, size = 'md', className }: { name: string; logoUrl: string | null; size?: keyof typeof sizes; className?: string }) {
  const box = cn('shrink-0 rounded-lg border border-slate-200 bg-white', sizes[size], className);
  if (logoUrl) return <img src={logoUrl} alt={name} className={cn(box, 'object-contain p-1')} loading="lazy" decoding="async" />;
  return (
    <div className={cn(box, 'flex items-center justify-center bg-brand-50 text-brand-700')} aria-hidden>
      <Hospital className="h-1/2 w-1/2" />
    </div>
  );
}
