import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@shared/zod';
import { idParams } from '@shared/contracts/common';
import { markReadBody, message, messageBody, messageList, messageReplyBody, unreadCount } from '@shared/contracts/messages';
import { errorBody } from '@shared/errors';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import * as service from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
const read = { policy: 'messages.read' } as const;

export const messageRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (app, { config, db }) => {
  app.post(
    '/hospitals/:id/messages',
    {
      config: { policy: 'messages.send' },
      schema: { tags: ['messages'], summary: "Send the hospital a message; it is mailed to the hospital's contact address", params: idParams, body: messageBody, response: { 201: message, ...errors } },
    },
    async (request, reply) => {
      const ctx = { db, clock: app.clock, mail: config, actor: { actorId: request.user!.id, ip: request.ip } };
      return reply.code(201).send(await service.sendMessage(ctx, request.user!, request.params.id, request.body.message));
    },
  );
  app.post(
    '/messages/:id/replies',
    {
      config: { policy: 'messages.reply' },
      schema: {
        tags: ['messages'],
        summary: "Answer in a message's thread (a member of the clinic it went to, or the vet who wrote it); mailed to the other side. Answers the thread",
        params: idParams,
        body: messageReplyBody,
        response: { 201: message, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = { db, clock: app.clock, mail: config, actor: { actorId: request.user!.id, ip: request.ip } };
      return reply.code(201).send(await service.replyToMessage(ctx, request.user!, request.params.id, request.body.message));
    },
  );
  app.get(
    '/messages',
    { config: read, schema: { tags: ['messages'], summary: 'Messages the caller sent (vets) or their clinic received (clinic members)', response: { 200: messageList, ...errors } } },
    (request) => service.listMessages(db, request.user!),
  );
  app.get(
    '/messages/unread',
    { config: read, schema: { tags: ['messages'], summary: "Unread messages of the caller's clinic", response: { 200: unreadCount, ...errors } } },
    async (request) => ({ count: await service.unreadCount(db, request.user!) }),
  );
  app.post(
    '/messages/read',
    { config: read, schema: { tags: ['messages'], summary: 'Mark received messages read: some ({ids}) or all ({all: true})', body: markReadBody, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.markRead({ db, clock: app.clock }, request.user!, request.body);
      return reply.code(204).send(null);
    },
  );
};
