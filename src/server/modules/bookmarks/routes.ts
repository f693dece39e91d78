import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@shared/zod';
import { errorBody } from '@shared/errors';
import { bookmarkBody, bookmarkList, bookmarkStatus, clinicIdParams } from '@shared/contracts/bookmarks';
import type { Db } from '../../db';
import * as service from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const config = { policy: 'bookmarks.manage' } as const;

/** Favourites, vets only; every query is scoped to the signed-in vet. */
export const bookmarkRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/bookmarks',
    { config, schema: { tags: ['bookmarks'], summary: "The vet's favourite hospitals", response: { 200: bookmarkList, ...errors } } },
    (request) => service.list(db, request.user!.id),
  );

  app.get(
    '/bookmarks/check/:clinicId',
    {
      config,
      schema: { tags: ['bookmarks'], summary: 'Whether a hospital is a favourite', params: clinicIdParams, response: { 200: bookmarkStatus, ...errors } },
    },
    (request) => service.status(db, request.user!.id, request.params.clinicId),
  );

  app.post(
    '/bookmarks',
    {
      config,
      schema: { tags: ['bookmarks'], summary: 'Save a favourite (idempotent)', body: bookmarkBody, response: { 201: bookmarkStatus, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await service.save(db, request.user!.id, request.body.clinic_id)),
  );

  app.delete(
    '/bookmarks/:clinicId',
    {
      config,
      schema: { tags: ['bookmarks'], summary: 'Remove a favourite', params: clinicIdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await service.remove(db, request.user!.id, request.params.clinicId);
      return reply.code(204).send(null);
    },
  );
};
