import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export const Card = ({ className, ...p }: ComponentProps<'div'>) => (
  <div className={cn('rounded-lg border border-slate-200 bg-white shadow-sm', className)} {...p} />
);
export const CardHeader = ({ className, ...p }: ComponentProps<'div'>) => (
  <div className={cn('space-y-1 p-5 pb-3', className)} {...p} />
);
export const CardTitle = ({ className, ...p }: ComponentProps<'h2'>) => (
  <h2 className={cn('text-lg font-semibold text-slate-900', className)} {...p} />
);
export const CardDescription = ({ className, ...p }: ComponentProps<'p'>) => (
  <p className={cn('text-sm text-slate-600', className)} {...p} />
);
export const CardContent = ({ className, ...p }: ComponentProps<'div'>) => <div className={cn('p-5 pt-2', className)} {...p} />;
export const CardFooter = ({ className, ...p }: ComponentProps<'div'>) => (
  <div className={cn('flex items-center gap-3 p-5 pt-0', className)} {...p} />
);
