import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router';
import { setLanguage, toLanguage } from './i18n';
import './styles.css';
import { Providers } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { installHistoryHold } from './lib/history-hold';
import { reloadOnStaleChunk } from './lib/stale-chunk';

reloadOnStaleChunk();
installHistoryHold();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

/**
 * The server chose the language (the user's stored preference, else the `lang` cookie, else
 * Accept-Language) and wrote it into <html lang>. In French the app's French strings are fetched
 * first: those of the shell now, the opening page's as soon as its code has run (router.tsx), so
 * nothing renders in English first (docs/decisions/070). If they cannot be fetched, English it is.
 */
const language = setLanguage(toLanguage(document.documentElement.lang)).catch(() => {});

/**
 * React DOM's client (62 KB gzip, 207 KB raw) is a chunk of its own, preloaded by every document
 * (tooling/boot-preload.ts): imported dynamically, it is evaluated in a task of its own, not inside the one
 * task that evaluates the entry's module graph, the largest task of a page's load (docs/decisions/139).
 */
const reactDom = import('react-dom/client');

/**
 * A public page rendered at build time for this very URL (prerender.tsx, docs/decisions/053), or a
 * signed-in page's first frame (its route's HTML, docs/decisions/115: what the app renders while the
 * session check is pending, whatever the query string), is hydrated once its code and strings are
 * here: React takes over the nodes on screen. Any other page starts from an empty root and renders
 * once the shell's strings are here, while the page's code is still on its way.
 */
const { pathname, search } = window.location;
// A transition renders in slices that yield to the browser between them (no single long task). Both
// the first render and hydration start in one: React 19 hydrates at a blocking lane otherwise, in one
// task of the whole page (docs/decisions/130). An event on a part not yet hydrated makes React finish
// hydrating at once and replays it.
const render = () =>
  void Promise.all([reactDom, language]).then(([{ createRoot }]) => startTransition(() => createRoot(container).render(app)));
if ((container.dataset.prerendered === pathname && !search) || container.dataset.frame !== undefined) {
  // If the page's code cannot load, the app renders anyway and its error boundary says so (without
  // React DOM nothing can render: the document keeps what it shows).
  Promise.all([reactDom, preloadPage(pathname), language]).then(
    ([{ hydrateRoot }]) => startTransition(() => void hydrateRoot(container, app)),
    render,
  );
} else {
  // A failure here is the page's own lazy import's to report.
  preloadPage(pathname).catch(() => {});
  render();
}
