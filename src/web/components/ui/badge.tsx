import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

const tones = {
  neutral: 'bg-slate-100 text-slate-800',
  brand: 'bg-brand-100 text-brand-900',
  success: 'bg-green-100 text-green-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
} as const;

export const Badge = ({ className, tone = 'neutral', ...p }: ComponentProps<'span'> & { tone?: keyof typeof tones }) => (
  <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', tones[tone], className)} {...p} />
);
