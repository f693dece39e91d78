/**
 * Build-time first frames (scripts/prerender.mjs, docs/decisions/053). Each public page is rendered
 * to HTML once, in the state the app is in before the session check answers, and written into a
 * copy of index.html. The browser paints it at once; main.tsx hydrates it when the page's code is
 * here, so the first render on the client must produce the same HTML.
 */
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { type Language, setLanguage } from './i18n';
import enDocument from './i18n/en-CA/document';
import frDocument from './i18n/fr-CA/document';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';

export { routePages } from './app/router';
export { LANGUAGES } from './i18n';

/** What each language's HTML document says in its head (the meta description). */
export const DOCUMENTS: Record<Language, { description: string }> = { 'en-CA': enDocument, 'fr-CA': frDocument };

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
 * The HTML of the app at `location` in `language` once every lazy page and string module (and, in
 * French, their French) has loaded. prerender() waits for them but writes a boundary that resolves
 * late as hidden HTML plus an inline script (which the CSP forbids and nothing would run); a second,
 * synchronous render with everything loaded writes plain HTML. Pages are rendered one at a time: the
 * language is the one i18n runtime's.
 */
export async function renderAt(location: string, language: Language = 'en-CA'): Promise<string> {
  await setLanguage(language);
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
