import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm placeholder:text-slate-500 read-only:bg-slate-100 disabled:opacity-60 aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm placeholder:text-slate-500 aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
