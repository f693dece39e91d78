import type { LucideIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';

export interface Feature {
  key: string;
  icon: LucideIcon;
  title: string;
  body: string;
}

/** Icon, h3 and a short paragraph per item; used under an h2 so the heading order stays intact. */
export function FeatureList({ items, className }: { items: Feature[]; className?: string }) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', className)}>
      {items.map(({ key, icon: Icon, title, body }) => (
        <li key={key} className="flex gap-4">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-slate-600">{body}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
