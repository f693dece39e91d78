import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React takes over HTML rendered at build time (prerender.tsx, docs/decisions/053) and
 * in that build-time render itself; true in every later render, and from the start when the app
 * renders into an empty root. Lets a page show controls that only work once its code runs as
 * disabled in the first frame without the hydrated HTML differing from it.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
