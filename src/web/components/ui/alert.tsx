import { AlertCircle, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export function Alert({ variant = 'default', title, children, className }: { variant?: 'default' | 'destructive'; title: string; children?: ReactNode; className?: string }) {
  const Icon = variant === 'destructive' ? AlertCircle : Info;
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-lg border p-4',
        variant === 'destructive' ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900',
        className,
      )}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-1 text-sm">{children}</div>}
      </div>
    </div>
  );
}
