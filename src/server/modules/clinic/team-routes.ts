import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@shared/zod';
import { currentUser } from '@shared/contracts/auth';
import { idParams } from '@shared/contracts/common';
import { acceptInvitationBody, invitationBody, invitationInfo, invitationTokenParams, memberParams, pendingInvitation, team } from '@shared/contracts/team';
import { errorBody } from '@shared/errors';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { setSessionCookie } from '../../plugins/session';
import { createSession, destroySession } from '../auth';
import * as service from './team-service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
const owner = { policy: 'team.manage' } as const;
const open = { policy: 'invitations.accept' } as const;

/** The clinic's team (owner only) and the invitee's side of an invitation. */
export const teamRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (app, { config, db }) => {
  const ctx = (request: { user: { id: number } | null; ip: string }) => ({
    db,
    clock: app.clock,
    mail: config,
    actor: { actorId: request.user?.id ?? null, ip: request.ip },
  });

  app.get(
    '/clinic/team',
    { config: owner, schema: { tags: ['clinic'], summary: "The clinic's members and pending invitations (owner only)", response: { 200: team, ...errors } } },
    (request) => service.getTeam(ctx(request), request.user!.id),
  );
  app.post(
    '/clinic/team/invitations',
    { config: owner, schema: { tags: ['clinic'], summary: 'Invite a colleague by e-mail (owner only)', body: invitationBody, response: { 201: pendingInvitation, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.invite(ctx(request), request.user!, request.body.email)),
  );
  app.delete(
    '/clinic/team/invitations/:id',
    { config: owner, schema: { tags: ['clinic'], summary: 'Revoke a pending invitation (owner only)', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.revokeInvitation(ctx(request), request.user!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/clinic/team/:userId',
    { config: owner, schema: { tags: ['clinic'], summary: 'Remove a member (owner only)', params: memberParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.removeMember(ctx(request), request.user!.id, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/invitations/:token',
    { config: open, schema: { tags: ['clinic'], summary: 'An invitation, for the page its link opens', params: invitationTokenParams, response: { 200: invitationInfo, ...errors } } },
    (request) => service.invitationInfo(ctx(request), request.params.token),
  );
  app.post(
    '/invitations/:token/accept',
    {
      config: open,
      schema: {
        tags: ['clinic'],
        summary: "Join the clinic's or the practice's team: creates the invited account (with name and password) or joins the signed-in one",
        params: invitationTokenParams,
        body: acceptInvitationBody,
        response: { 200: currentUser, ...errors },
      },
    },
    async (request, reply) => {
      const { user, created } = await service.acceptInvitation(
        { ...ctx(request), ipLimit: config.authRateLimit },
        request.params.token,
        request.body,
        request.user,
      );
      if (created) {
        if (request.sessionIdHash) await destroySession(db, request.sessionIdHash);
        setSessionCookie(reply, config, await createSession(db, config.sessionSecret, user.id, false));
      }
      return user;
    },
  );
};
