import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** An on/off switch (Radix: role="switch", Space toggles it). Name it with aria-label or a Label. */
export const Switch = ({ className, ...p }: ComponentProps<typeof SwitchPrimitive.Root>) => (
  <SwitchPrimitive.Root
    className={cn(
      'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-slate-400 transition-colors data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
      className,
    )}
    {...p}
  >
    <SwitchPrimitive.Thumb className="pointer-events-none block h-5 w-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
  </SwitchPrimitive.Root>
);
