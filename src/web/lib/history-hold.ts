/**
 * Lets a page hold the browser's Back and Forward buttons (docs/decisions/100). The router hears a
 * popstate on window and renders the other page at once, unmounting whatever would have asked; a
 * listener only runs first if it was added first, so this one is installed before the router mounts
 * (main.tsx) and asks the page's current hold, if any, whether to keep the event from the router.
 */
type Hold = (event: PopStateEvent) => boolean;

let current: Hold | null = null;

export function installHistoryHold() {
  window.addEventListener(
    'popstate',
    (event) => {
      if (current?.(event)) event.stopImmediatePropagation();
    },
    { capture: true },
  );
}

/** Sets the page's hold (true: keep this popstate from the router); answers the function that lifts it. */
export function holdHistory(hold: Hold): () => void {
  current = hold;
  return () => {
    if (current === hold) current = null;
  };
}
