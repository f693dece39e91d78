import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '@shared/errors';

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

  if (hasBuild) {
    await app.register(fastifyStatic, {
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

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/') || !hasBuild || !['GET', 'HEAD'].includes(request.method)) {
      return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' } satisfies ApiErrorBody);
    }
    // A missing hashed asset is a real 404, not the app shell.
    if (pathname.startsWith('/assets/')) {
      return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' } satisfies ApiErrorBody);
    }
    // A public page rendered at build time (scripts/prerender.mjs) paints before the app's code has
    // loaded. With a query string the page may differ from that frame, so it gets the app shell.
    const page = request.url.includes('?') ? undefined : prerendered[pathname];
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(page ?? 'index.html');
  });
});

/** Path → file of the pages rendered at build time, from the build's prerendered/pages.json. */
function readPrerendered(root: string): Record<string, string> {
  const file = path.join(root, 'prerendered', 'pages.json');
  if (!fs.existsSync(file)) return {};
  const pages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  // Only files inside the build, whatever the JSON says.
  return Object.fromEntries(Object.entries(pages).filter(([, f]) => /^prerendered\/[a-z0-9-]+\.html$/.test(f)));
}
