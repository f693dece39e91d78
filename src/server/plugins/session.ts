import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { type Action, check } from '@shared/policy';
import type { CurrentUser } from '@shared/contracts/auth';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import { forbidden, unauthenticated } from '../errors';
import { SESSION_COOKIE, resolveSession } from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The POLICY entry this route enforces; every /api route must name one. */
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
export const session = fp(async (app: FastifyInstance, opts: { config: AppConfig; db: Db }) => {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);

  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, policy: route.config?.policy, schema: route.schema });
    }
    if (route.url.startsWith('/api/') && !route.config?.policy && !route.url.startsWith('/api/docs')) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no policy`);
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const found = await resolveSession(opts.db, opts.config.sessionSecret, token);
      if (found) {
        request.user = found.user;
        request.sessionIdHash = found.idHash;
      }
    }
    const policy = request.routeOptions.config.policy;
    if (!policy) return;
    const answer = check(request.user, policy);
    if (answer === 'unauthenticated') throw unauthenticated();
    if (answer === 'forbidden') throw forbidden();
  });
});

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
