import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@shared/zod';
import { accountDeleteBody } from '@shared/contracts/privacy';
import { errorBody } from '@shared/errors';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { clearSessionCookie } from '../../plugins/session';
import * as service from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The signed-in user's own data (issue 23): export it, delete the account. Each acts on the caller only. */
export const privacyRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (app, { config, db }) => {
  app.get(
    '/me/export',
    {
      config: { policy: 'session.manage' },
      schema: {
        tags: ['privacy'],
        summary: 'Download everything the platform holds about you, as one JSON file',
        description:
          'Account, profile and picture; bookmarks; messages sent; referrals sent or received with their timelines, conversations, ' +
          'file lists and consent records; notifications and their settings; the audit entries about you. A clinic owner\'s file ' +
          'includes the listing. Streamed (application/json, as an attachment).',
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const stream = await service.exportStream(db, request.user!.id, now);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="vetreferral-data-${now.toISOString().slice(0, 10)}.json"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  app.delete(
    '/me',
    {
      config: { policy: 'session.manage' },
      schema: {
        tags: ['privacy'],
        summary: 'Delete your account (confirmed with your password)',
        description:
          'Deletes the account, profile, picture, sessions, bookmarks, notifications and drafts. Referrals sent or received stay with ' +
          'the other party, under the name written into them, without the link to the account. 409 for a clinic owner (transfer or ' +
          'close the listing first) and for the last admin. Signs out.',
        body: accountDeleteBody,
        response: { 204: z.null(), ...errors, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await service.deleteAccount({ db, ip: request.ip }, request.user!, request.body);
      clearSessionCookie(reply, config);
      return reply.code(204).send(null);
    },
  );
};
