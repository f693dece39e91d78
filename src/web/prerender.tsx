/**
 * Build-time first frames (scripts/prerender.mjs, docs/decisions/053). Each public page is rendered
 * to HTML once, in the state the app is in before the session check answers, and written into a
 * copy of index.html; the app shell (navigation and a spinner, what a protected page shows while the
 * session loads) goes into index.html itself. The browser paints that HTML at once, and main.tsx
 * replaces it in one commit when the page's code is ready. No hydration: nothing here has to match
 * the client's render node for node.
 */
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import './i18n';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';

/** Public pages whose HTML does not depend on the visitor, the query string or the data. */
export const PRERENDERED_PAGES: Record<string, string> = {
  '/': 'landing',
  '/about': 'about',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/contact': 'contact',
};

/** A protected path: before the session answers it shows the layout and a spinner. */
export const SHELL_PATH = '/home';

/**
 * The HTML of the app at `location` once every lazy page and string module has loaded. prerender()
 * waits for them but writes a boundary that resolves late as hidden HTML plus an inline script (which
 * the CSP forbids and nothing would run); a second, synchronous render with everything loaded writes
 * plain HTML.
 */
export async function renderAt(location: string): Promise<string> {
  const app = () => (
    <Providers>
      <StaticRouter location={location}>
        <AppRoutes />
      </StaticRouter>
    </Providers>
  );
  await prerender(app());
  return renderToString(app());
}
