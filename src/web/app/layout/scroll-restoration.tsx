import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'vetreferral-scroll-positions';

/** Last known scroll position per history entry (location.key), kept across reloads of the tab. */
let saved: Record<string, number> | undefined;
let committedOnce = false;
function positions(): Record<string, number> {
  if (!saved) {
    try {
      saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      saved = {};
    }
  }
  return saved;
}

/**
 * React Router's <ScrollRestoration> works with data routers only; this does the same for the
 * declarative one: a new page starts at the top (or at its #hash target), Back and Forward return
 * to where the reader was, and a reload keeps the position. RootLayout renders it beside the page,
 * inside the Suspense boundary, so it runs once the page is on screen, not while the spinner shows.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Positions are recorded while the reader scrolls: by the time the next page commits, the old one
  // is gone and the browser may already have clamped scrollY to the new page's height. A layout
  // effect swaps the listener in the same commit, before any scroll event of the new page.
  useLayoutEffect(() => {
    const remember = () => {
      positions()[key] = window.scrollY;
    };
    const persist = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions()));
      } catch {
        // Storage full or blocked: positions still work until the tab is reloaded.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, [key]);

  useLayoutEffect(() => {
    // A page load starts at the top anyway, and a page rendered at build time (prerender.tsx) may
    // have been scrolled before the app took it over: the app's first commit never scrolls to the
    // top. Module state, not a ref: this component is remounted when a failed page is reset.
    const first = !committedOnce;
    committedOnce = true;
    const y = navigationType === 'POP' ? positions()[key] : undefined;
    if (y !== undefined) {
      window.scrollTo(0, y);
      return;
    }
    if (hash) {
      try {
        const target = document.getElementById(decodeURIComponent(hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // A malformed #hash is not an element id; fall through to the top.
      }
    }
    if (!first) window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
