import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '@shared/errors';
import { SESSION_COOKIE } from '../modules/auth/sessions';
import { type Language, LANGUAGES, requestLanguage } from './language';
import { withRoutePolicy } from './session';

export interface WebOptions {
  root: string;
  /**
   * The language of the HTML a request gets. By default from the request's `lang` cookie and
   * Accept-Language (requestLanguage); a caller that knows the signed-in user's stored preference
   * puts it first.
   */
  languageOf?: (request: FastifyRequest) => Language | Promise<Language>;
}

const headerLanguage = (request: FastifyRequest) => requestLanguage(request.headers.cookie, request.headers['accept-language']);

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every non-API
 * GET that matches no file gets index.html so client routes survive a reload; each HTML document in
 * the request's language (docs/decisions/070). Unknown /api paths answer 404 JSON. Static files go
 * out as the .br/.gz sibling written at build time (scripts/compress-web.mjs) when the client accepts
 * it; nothing is compressed per request, so API responses pay no compression latency.
 */
export const web = fp(async (app: FastifyInstance, opts: WebOptions) => {
  const root = path.resolve(opts.root);
  const indexFile = path.join(root, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const prerendered = readPrerendered(root);
  const languageOf = opts.languageOf ?? headerLanguage;

  // Static files and the not-found handler (which uses reply.sendFile) share one scope, whose routes
  // are public and read no session (policy 'static').
  await withRoutePolicy(app, 'static', async (scope) => {
    if (hasBuild) {
      await scope.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // Falls back to the plain file when a build has no compressed siblings.
        preCompressed: true,
        setHeaders(res, filePath) {
          res.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    scope.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (pathname === '/api' || pathname.startsWith('/api/') || !hasBuild || !['GET', 'HEAD'].includes(request.method)) {
        return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' } satisfies ApiErrorBody);
      }
      // A missing hashed asset is a real 404, not the app shell.
      if (pathname.startsWith('/assets/')) {
        return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' } satisfies ApiErrorBody);
      }
      const language = await languageOf(request);
      const { file, rewriteLang } = documentFor(prerendered, pathname, request.url.includes('?'), language, hasSessionCookie(request));
      // The same URL answers in another language for another cookie or Accept-Language.
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language').type('text/html; charset=utf-8');
      if (!isAppPath(prerendered, pathname)) reply.code(404);
      if (!rewriteLang) return reply.sendFile(file);
      // A build without the document in this language: the English one, with the language's <html lang>.
      const html = await fs.promises.readFile(path.join(root, file), 'utf8');
      return reply.send(withHtmlLang(html, language));
    });
  });
});

/** A document in each language the build has it in (en-CA at least, for anything listed). */
type Files = Partial<Record<Language, string>>;

export interface BuildPages {
  /** Exact path → a page rendered at build time. */
  pages: Record<string, Files>;
  /**
   * Route pattern ('/hospitals/:id') → index.html plus the links that preload the route's chunks;
   * `framed`, for a signed-in page with a first frame, the same with that frame in the root.
   */
  routes: Array<{ pattern: RegExp; files: Files; framed?: Files }>;
  /** index.html, for a path that is no route. */
  index: Files;
  /**
   * Every path the web app routes (its router's, as the build lists them). A path that matches none is
   * answered 404 with the app, which shows its not-found page; a build that lists none (no prerender
   * output) answers 200 as before.
   */
  known: RegExp[];
}

/**
 * The document a request gets, in this order (docs/decisions/053, 054, 070): the page rendered at
 * build time for its exact path without a query string (with one, the page may differ from that
 * frame); else the shell of the first route whose pattern matches the path, which preloads the
 * page's chunks, with the page's first frame in it when there is one and the request carries a
 * session cookie (docs/decisions/115: a visitor without one is sent to /auth, and sees no signed-in
 * page's frame on the way); else index.html. Each in `language` when the build has it; else the English one,
 * whose <html lang> must then be rewritten (`rewriteLang`).
 */
export function documentFor(
  build: BuildPages,
  pathname: string,
  hasQuery: boolean,
  language: Language,
  withSession = false,
): { file: string; rewriteLang: boolean } {
  const route = build.routes.find((r) => r.pattern.test(pathname));
  const files = (hasQuery ? undefined : build.pages[pathname]) ?? (withSession ? route?.framed : undefined) ?? route?.files ?? build.index;
  const inLanguage = files[language];
  if (inLanguage) return { file: inLanguage, rewriteLang: false };
  return { file: files['en-CA'] ?? 'index.html', rewriteLang: language !== 'en-CA' };
}

/** Whether the web app has a route for the path (issue 21: an unknown path is a 404, not a soft 200). */
export const isAppPath = (build: BuildPages, pathname: string) => build.known.length === 0 || build.known.some((p) => p.test(pathname));

/**
 * Whether a request carries a session cookie. Only its presence: the document is the same for every
 * user, so there is nothing to authorize, and an expired session costs a frame before /auth.
 */
const hasSessionCookie = (request: FastifyRequest) =>
  (request.headers.cookie ?? '').split(';').some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));

/** An HTML document with its root element's lang set to `language`. */
export const withHtmlLang = (html: string, language: Language) =>
  /<html\b[^>]*\blang=/i.test(html)
    ? html.replace(/(<html\b[^>]*\blang=)("[^"]*"|'[^']*'|[^\s>]+)/i, (_, before: string) => `${before}"${language}"`)
    : html.replace(/<html\b/i, (tag) => `${tag} lang="${language}"`);

/** Only files inside the build, whatever the JSON says. */
const safe = (f: unknown): f is string => typeof f === 'string' && /^prerendered\/[a-z0-9-]+(\.[a-z]{2})?\.html$/.test(f);

/** A pages.json entry: one file (a build from before decision 070: English) or one per language. */
function filesOf(entry: unknown): Files {
  if (typeof entry === 'string') return safe(entry) ? { 'en-CA': entry } : {};
  if (!entry || typeof entry !== 'object') return {};
  const record = entry as Record<string, unknown>;
  return Object.fromEntries(LANGUAGES.flatMap((language) => (safe(record[language]) ? [[language, record[language]]] : [])));
}

/** The files scripts/prerender.mjs wrote, from the build's prerendered/pages.json. */
export function readPrerendered(root: string): BuildPages {
  const file = path.join(root, 'prerendered', 'pages.json');
  const json = (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}) as {
    pages?: Record<string, unknown>;
    routes?: Array<{ path: string; file?: unknown; files?: unknown; framed?: unknown }>;
    index?: unknown;
  };
  const index = { ...filesOf(json.index), 'en-CA': 'index.html' };
  const known = [...Object.keys(json.pages ?? {}), ...(json.routes ?? []).map((r) => r.path)].filter((p) => typeof p === 'string').map(routePattern);
  return {
    known,
    pages: Object.fromEntries(Object.entries(json.pages ?? {}).flatMap(([p, entry]) => (filesOf(entry)['en-CA'] ? [[p, filesOf(entry)]] : []))),
    routes: (json.routes ?? [])
      .map((r) => ({ pattern: routePattern(r.path), files: filesOf(r.files ?? r.file), ...(r.framed ? { framed: filesOf(r.framed) } : {}) }))
      .filter((r) => r.files['en-CA']),
    index,
  };
}

/** A React Router path ('/hospitals/:id') as a regular expression over a whole pathname. */
function routePattern(route: string): RegExp {
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}/?$`, 'i');
}
