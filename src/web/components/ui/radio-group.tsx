import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export const RadioGroup = ({ className, ...p }: ComponentProps<typeof RadioGroupPrimitive.Root>) => (
  <RadioGroupPrimitive.Root className={cn('grid gap-2', className)} {...p} />
);

export const RadioGroupItem = ({ className, ...p }: ComponentProps<typeof RadioGroupPrimitive.Item>) => (
  <RadioGroupPrimitive.Item
    className={cn('flex h-5 w-5 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white data-[state=checked]:border-brand-700', className)}
    {...p}
  >
    <RadioGroupPrimitive.Indicator className="h-2.5 w-2.5 rounded-full bg-brand-700" />
  </RadioGroupPrimitive.Item>
);
