import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@shared/zod';
import { currentUser, loginBody, passwordResetConfirmBody, passwordResetRequestBody, registerBody } from '@shared/contracts/auth';
import { errorBody } from '@shared/errors';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import { appError } from '../../errors';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from './device-cookies';
import { setLanguageCookie } from './language-cookie';
import { requestLanguage } from '../../plugins/language';
import { withClinicRole } from '../clinic';
import { confirmReset, requestReset } from './password-reset';
import * as service from './service';
import { createSession, destroySession } from './sessions';

const errors = { 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody };

export const authRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (app, { config, db }) => {
  const ctx = (ip: string) => ({ db, ip, ipLimit: config.authRateLimit });

  /** Starts a fresh session (a new id on every login/registration) and ends the one the request came with. */
  const startSession = async (
    request: { sessionIdHash: string | null },
    reply: Parameters<typeof setSessionCookie>[0],
    userId: number,
    remember: boolean,
  ) => {
    if (request.sessionIdHash) await destroySession(db, request.sessionIdHash);
    setSessionCookie(reply, config, await createSession(db, config.sessionSecret, userId, remember));
  };

  app.get(
    '/user',
    {
      config: { policy: 'session.read' },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: currentUser, 401: errorBody } },
    },
    async (request) => {
      if (!request.user) throw appError('NOT_SIGNED_IN');
      return withClinicRole(db, request.user);
    },
  );

  app.post(
    '/login',
    {
      config: { policy: 'public' },
      schema: { tags: ['auth'], summary: 'Sign in', body: loginBody, response: { 200: currentUser, ...errors } },
    },
    async (request, reply) => {
      const deviceToken = request.cookies[DEVICE_COOKIE];
      const { user, deviceToken: next } = await service.login({ ...ctx(request.ip), secret: config.sessionSecret, deviceToken }, request.body);
      await startSession(request, reply, user.id, request.body.rememberMe ?? false);
      reply.setCookie(DEVICE_COOKIE, next, {
        path: '/api/login',
        httpOnly: true,
        sameSite: 'strict',
        secure: config.secureCookies,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
      // The stored language reaches the next page load through the cookie (docs/decisions/071).
      setLanguageCookie(reply, config, user.language);
      return withClinicRole(db, user);
    },
  );

  app.post(
    '/register',
    {
      config: { policy: 'public' },
      schema: { tags: ['auth'], summary: 'Create a vet or clinic account', body: registerBody, response: { 201: currentUser, ...errors } },
    },
    async (request, reply) => {
      const user = await service.register(ctx(request.ip), request.body);
      await startSession(request, reply, user.id, false);
      setLanguageCookie(reply, config, user.language);
      return reply.code(201).send(user);
    },
  );

  app.post(
    '/logout',
    {
      config: { policy: 'public' },
      schema: { tags: ['auth'], summary: 'Sign out', response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (request.sessionIdHash) await destroySession(db, request.sessionIdHash);
      if (request.user) await service.recordLogout(ctx(request.ip), request.user);
      clearSessionCookie(reply, config);
      return reply.code(204).send(null);
    },
  );

  // ---- password reset (issue 18) ----
  const resetContext = (request: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
    db,
    clock: app.clock,
    mail: config,
    ip: request.ip,
    language: requestLanguage(request.headers.cookie as string | undefined, request.headers['accept-language'] as string | undefined),
  });

  app.post(
    '/password-reset',
    {
      config: { policy: 'password-reset' },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link to the address if it has an account (the answer is the same either way)',
        body: passwordResetRequestBody,
        response: { 202: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await requestReset(resetContext(request), request.body.username);
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      config: { policy: 'password-reset' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; ends every session of the account',
        body: passwordResetConfirmBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await confirmReset({ ...resetContext(request), ipLimit: config.authRateLimit }, request.body.token, request.body.password);
      return reply.code(204).send(null);
    },
  );
};
