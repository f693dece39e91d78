import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type Action, check } from '@shared/policy';
import type { CurrentUser } from '@shared/contracts/auth';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import { appError } from '../errors';
import type { SessionCache } from '../modules/auth/session-cache';
import { SESSION_COOKIE, resolveSession } from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The POLICY entry this route enforces; every route must name one (the guard refuses others). */
    policy?: Action;
  }
  interface FastifyInstance {
    /** Every route with its policy, collected as routes register (the authorization matrix reads it). */
    routeTable: { method: string; url: string; policy: Action | undefined; schema: FastifySchema | undefined }[];
  }
  interface FastifyRequest {
    user: CurrentUser | null;
    sessionIdHash: string | null;
  }
}

/**
 * Resolves the session cookie to request.user and enforces the route's policy before the body is
 * even parsed, so an anonymous caller gets 401 (not 400) and a wrong role 403.
 */
export const session = fp(async (app: FastifyInstance, opts: { config: AppConfig; db: Db; cache?: SessionCache }) => {
  await app.register(cookie);
  // Added after the cookie plugin's onSend, so that a session cookie set by this answer is seen. What a
  // signed-in session reads (a referral with patient and owner data) must stay out of shared and
  // browser caches; a route that chose its own caching (images, downloads) keeps it. Public answers to
  // visitors stay cacheable. The matched route decides, not request.url: the router also takes
  // /%61pi/referrals/1 for /api/referrals/1.
  app.addHook('onSend', async (request, reply) => {
    if (!(request.routeOptions.url ?? request.url).startsWith('/api/') || reply.hasHeader('cache-control')) return;
    if (request.user || reply.hasHeader('set-cookie')) reply.header('cache-control', 'private, no-store');
  });
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);

  app.decorate('routeTable', []);
  // Route options are read at onReady, after every scope's onRoute hooks (withRoutePolicy) have run.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.addHook('onReady', async () => {
    for (const route of routes) {
      const policy = route.config?.policy;
      // Fail closed at start-up: a route that names no policy is a bug, whatever its path.
      if (!policy) throw new Error(`Route ${String(route.method)} ${route.url} declares no policy`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, policy, schema: route.schema });
      }
    }
  });

  // Authorization is decided from the route the router matched, never from request.url: the router
  // decodes percent-escapes and accepts absolute-form targets, so '/ap%69/admin/stats' and
  // 'http://host/api/admin/stats' reach the same handler as '/api/admin/stats' (issue 15, point 1).
  app.addHook('onRequest', async (request) => {
    // No route matched: the not-found handler answers, and it serves no data.
    if (request.is404) return;
    const policy = request.routeOptions.config.policy;
    // Unreachable while onRoute refuses such routes; kept so a policy lost at run time still refuses.
    if (!policy) throw appError('FORBIDDEN');
    // Static files and the API docs read no session: no database round trip per asset.
    if (policy === 'static') return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const found = await resolveSession(opts.db, opts.config.sessionSecret, token, Date.now(), opts.cache);
      if (found) {
        request.user = found.user;
        request.sessionIdHash = found.idHash;
      }
    }
    const answer = check(request.user, policy);
    if (answer === 'unauthenticated') throw appError('UNAUTHENTICATED');
    if (answer === 'forbidden') throw appError('FORBIDDEN');
  });

  const cache = opts.cache;
  if (cache) {
    // A request that may have written (a sign-out, a password or profile change, an account deletion)
    // empties this instance's cache after its transaction and before its answer leaves, so the client's
    // next request cannot race the notification that tells the other instances (docs/decisions/127).
    // Routes under a policy of KEEPS_SESSIONS write nothing a cached session holds (decision 133).
    app.addHook('onSend', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD') return;
      if (!request.is404 && KEEPS_SESSIONS.has(request.routeOptions.config.policy!)) return;
      cache.clear();
    });
  }
});

/**
 * The policies whose routes write none of what a cached session holds (users, sessions, clinics,
 * clinic_members: the user, their role and clinic_role). Their writes leave this instance's session
 * cache as it is, so that a status change does not cost the next request a session read
 * (docs/decisions/133). A route is kept by its policy being listed here on purpose: every other
 * write, a new one included, empties the cache (fail closed). `keeps-sessions.test.ts` checks that
 * these modules write none of those tables.
 */
export const KEEPS_SESSIONS: ReadonlySet<Action> = new Set<Action>([
  'referrals.write',
  'referrals.party',
  'messages.send',
  'messages.read',
  'bookmarks.manage',
  'notifications.read',
]);

/**
 * Registers `plugin` so that every route it adds (static files, API docs) gets `policy` unless it
 * names one: third-party plugins cannot be given route config, and the guard refuses routes without.
 */
export async function withRoutePolicy(app: FastifyInstance, policy: Action, plugin: (scope: FastifyInstance) => Promise<void>) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, policy: route.config?.policy ?? policy };
    });
    await plugin(scope);
  });
}

export function setSessionCookie(
  reply: FastifyReply,
  config: AppConfig,
  session: { token: string; expiresAt: Date; remember: boolean },
) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    // Without remember-me the cookie ends with the browser; the server-side idle expiry applies either way.
    ...(session.remember ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies });
}
