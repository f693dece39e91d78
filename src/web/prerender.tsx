/**
 * Build-time first frames (scripts/prerender.mjs, docs/decisions/053). Each public page is rendered
 * to HTML once, in the state the app is in before the session check answers, and written into a
 * copy of index.html. The browser paints it at once; main.tsx hydrates it when the page's code is
 * here, so the first render on the client must produce the same HTML.
 */
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import './i18n';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';

export { routePages } from './app/router';

/**
 * Public pages whose HTML does not depend on the visitor, the query string or the data. /auth is
 * rendered with its forms disabled until the app runs (auth-page.tsx).
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  '/': 'landing',
  '/about': 'about',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/contact': 'contact',
  '/auth': 'auth',
};

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
