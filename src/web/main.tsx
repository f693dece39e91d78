import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './i18n';
import './styles.css';
import { Providers } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { reloadOnStaleChunk } from './lib/stale-chunk';

reloadOnStaleChunk();

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
 * A public page rendered at build time for this very URL (prerender.tsx, docs/decisions/053) is
 * hydrated once its code is here: React takes over the nodes on screen. Any other page starts from
 * an empty root and renders at once, while its code is still on its way.
 */
const { pathname, search } = window.location;
const render = () => createRoot(container).render(app);
if (container.dataset.prerendered === pathname && !search) {
  // If the code cannot load, the app renders anyway and its error boundary says so.
  preloadPage(pathname).then(() => hydrateRoot(container, app), render);
} else {
  // A failure here is the page's own lazy import's to report.
  preloadPage(pathname).catch(() => {});
  render();
}
