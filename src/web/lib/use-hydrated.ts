import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React takes over HTML rendered at build time (prerender.tsx, docs/decisions/053) and
 * in that build-time render itself; true in every later render, and from the start when the app
 * renders into an empty root. Lets the first frame show what the build knew (controls that only work
 * once the code runs, disabled; the build's year in the footer) without the hydrated HTML differing.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
