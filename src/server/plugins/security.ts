import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';
import { appError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers (CSP without inline scripts) and cross-site request protection: a non-GET is
 * refused when the browser says it is cross-site, or when its Origin names another origin. Requests
 * with neither header (curl, server-to-server) carry no ambient browser credentials, so they pass.
 */
export const security = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  // Scheme, host and port all count (http://host is another origin than https://host): PUBLIC_URL's
  // origin when set, else the request's own (its protocol reads X-Forwarded-Proto behind a trusted proxy).
  const ownOrigin = opts.config.publicUrl ? new URL(opts.config.publicUrl).origin : undefined;
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix primitives set inline style attributes for positioning.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: opts.config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Agrees with frame-ancestors 'none' for browsers that read only the older header.
    xFrameOptions: { action: 'deny' },
  });
  // The search's "near me" asks for this page's own position; nothing asks for the rest.
  headers.push(['permissions-policy', 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()']);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  // PostgreSQL cannot store NUL in text and SQLite truncates at it: refuse it in every input, once.
  app.addHook('preValidation', async (request) => {
    if (request.url.includes('%00') || hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
      throw appError('NUL_CHARACTER');
    }
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw crossSite();
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== (ownOrigin ?? `${request.protocol}://${request.headers.host}`)) throw crossSite();
  });
});

/**
 * The headers helmet sets for these options, computed once: they depend on the configuration only, and
 * @fastify/helmet rebuilt the helmet middleware (parsing the CSP) on every request.
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.entries(headers);
}

const crossSite = () => appError('CROSS_SITE');

/**
 * The NUL rule for what the JSON check never sees: a multipart part's field name, its value (a field)
 * or its file name (a file). Multipart routes call it on every part they read, so an upload gets the
 * same 400 as JSON (PostgreSQL cannot store NUL, SQLite kept it in file names and descriptions).
 */
export function refuseNulInPart(part: { fieldname: string; type: 'field' | 'file'; value?: unknown; filename?: string }): void {
  const texts = [part.fieldname, part.type === 'file' ? part.filename : part.value];
  if (texts.some((t) => typeof t === 'string' && t.includes('\u0000'))) throw appError('NUL_CHARACTER');
}

/** True when any string in a parsed JSON value contains a NUL character. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNul(item, depth + 1)) return true;
  }
  return false;
}
