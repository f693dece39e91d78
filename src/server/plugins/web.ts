import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '@shared/errors';
import { withRoutePolicy } from './session';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every non-API
 * GET that matches no file gets index.html so client routes survive a reload. Unknown /api paths
 * answer 404 JSON. Static files go out as the .br/.gz sibling written at build time
 * (scripts/compress-web.mjs) when the client accepts it; nothing is compressed per request, so API
 * responses pay no compression latency.
 */
export const web = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const root = path.resolve(opts.root);
  const indexFile = path.join(root, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const prerendered = readPrerendered(root);

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

    scope.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (pathname === '/api' || pathname.startsWith('/api/') || !hasBuild || !['GET', 'HEAD'].includes(request.method)) {
        return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' } satisfies ApiErrorBody);
      }
      // A missing hashed asset is a real 404, not the app shell.
      if (pathname.startsWith('/assets/')) {
        return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' } satisfies ApiErrorBody);
      }
      // A public page rendered at build time (scripts/prerender.mjs) paints before the app's code has
      // loaded. With a query string the page may differ from that frame, so it gets the route's shell,
      // which preloads the page's chunks; a path that is no route gets index.html.
      const page = (request.url.includes('?') ? undefined : prerendered.pages[pathname]) ?? routeFile(prerendered.routes, pathname);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(page ?? 'index.html');
    });
  });
});

interface BuildPages {
  /** Exact path → a page rendered at build time. */
  pages: Record<string, string>;
  /** Route pattern ('/hospitals/:id') → index.html plus the links that preload the route's chunks. */
  routes: Array<{ pattern: RegExp; file: string }>;
}

/** The files scripts/prerender.mjs wrote, from the build's prerendered/pages.json. */
function readPrerendered(root: string): BuildPages {
  const file = path.join(root, 'prerendered', 'pages.json');
  if (!fs.existsSync(file)) return { pages: {}, routes: [] };
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { pages?: Record<string, string>; routes?: Array<{ path: string; file: string }> };
  // Only files inside the build, whatever the JSON says.
  const safe = (f: string) => /^prerendered\/[a-z0-9-]+\.html$/.test(f);
  return {
    pages: Object.fromEntries(Object.entries(json.pages ?? {}).filter(([, f]) => safe(f))),
    routes: (json.routes ?? []).filter((r) => safe(r.file)).map((r) => ({ pattern: routePattern(r.path), file: r.file })),
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

const routeFile = (routes: BuildPages['routes'], pathname: string) => routes.find((r) => r.pattern.test(pathname))?.file;
