import { type ReactNode, useDeferredValue } from 'react';

/**
 * Shows `fallback` in the render that first mounts it, and its children in a background pass right
 * after. Data arriving through TanStack Query is rendered at once, in one task (useSyncExternalStore
 * updates are never time-sliced): a page that appears whole with its data, such as a hospital profile
 * or the referral form, was one long task of 300–450 ms at Lighthouse's 4× CPU slowdown. A deferred
 * pass is a transition, which React renders in slices that yield to the browser every few ms.
 */
export function DeferredMount({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
