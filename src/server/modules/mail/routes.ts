import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shared/contracts/common';
import { mailDetail, mailList, mailListQuery, mailSummary } from '@shared/contracts/mail';
import { errorBody } from '@shared/errors';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import * as service from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const config = { policy: 'admin.manage' } as const;

/** The admin's view of the outbox (issue 18). */
export const mailRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (app, { config: appConfig, db }) => {
  const delivering = Boolean(appConfig.smtpUrl);
  const view = { delivering, demo: !delivering && appConfig.demoData };

  app.get(
    '/admin/mail',
    { config, schema: { tags: ['admin'], summary: 'Outbox: newest first, with counts per status', querystring: mailListQuery, response: { 200: mailList, ...errors } } },
    (request) => service.listMail(db, request.query.status, delivering),
  );
  app.get(
    '/admin/mail/:id',
    { config, schema: { tags: ['admin'], summary: 'One mail (its body only while no SMTP server is configured; token links removed outside the demo)', params: idParams, response: { 200: mailDetail, ...errors } } },
    (request) => service.getMail(db, request.params.id, view),
  );
  app.post(
    '/admin/mail/:id/retry',
    { config, schema: { tags: ['admin'], summary: 'Give a failed mail a fresh set of tries', params: idParams, response: { 200: mailSummary, ...errors } } },
    (request) => service.retryMail(db, app.clock, { actorId: request.user!.id, ip: request.ip }, request.params.id),
  );
};
