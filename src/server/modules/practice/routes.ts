import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@shared/zod';
import { idParams } from '@shared/contracts/common';
import { practiceTeam } from '@shared/contracts/practice';
import { invitationBody, memberParams, pendingInvitation } from '@shared/contracts/team';
import { errorBody } from '@shared/errors';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import * as service from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
const read = { policy: 'practice.team.read' } as const;
const manage = { policy: 'practice.team.manage' } as const;

/** The practice's team (issue 59): the clinic team's routes, on the vet side. Invitations are accepted at /api/invitations/{token}/accept. */
export const practiceRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (app, { config, db }) => {
  const ctx = (request: { user: { id: number } | null; ip: string }) => ({ db, clock: app.clock, mail: config, actor: { actorId: request.user?.id ?? null, ip: request.ip } });

  app.get(
    '/practice/team',
    { config: read, schema: { tags: ['practice'], summary: "The caller's practice: its members (and, for its owner, the pending invitations)", response: { 200: practiceTeam, ...errors } } },
    (request) => service.getTeam(ctx(request), request.user!.id),
  );
  app.post(
    '/practice/team/invitations',
    { config: manage, schema: { tags: ['practice'], summary: 'Invite a colleague by e-mail (owner only)', body: invitationBody, response: { 201: pendingInvitation, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.invite(ctx(request), request.user!, request.body.email)),
  );
  app.delete(
    '/practice/team/invitations/:id',
    { config: manage, schema: { tags: ['practice'], summary: 'Revoke a pending invitation (owner only)', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.revokeInvitation(ctx(request), request.user!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/practice/team/:userId',
    { config: manage, schema: { tags: ['practice'], summary: 'Remove a member (owner only); what they sent stays with the practice', params: memberParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.removeMember(ctx(request), request.user!.id, request.params.userId);
      return reply.code(204).send(null);
    },
  );
};
