import { z } from '@shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shared/errors';
import { idParams } from '@shared/contracts/common';
import { hospitalSearchQuery, searchResults, specialtySearchQuery, suggestions, suggestionsQuery } from '@shared/contracts/search';
import { createSearchTerm, searchTerm, searchTermList } from '@shared/contracts/search-terms';
import type { Db } from '../../db';
import * as service from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/specialties/:id/search',
    {
      config: { policy: 'search.read' },
      schema: {
        tags: ['search'],
        summary: 'Hospitals offering a specialty: shorter waits first (nearest first near a place), emergency-accepting first when asked',
        params: idParams,
        querystring: specialtySearchQuery,
        response: { 200: searchResults, ...errors },
      },
    },
    (request) => service.bySpecialty(db, request.params.id, request.query),
  );

  app.get(
    '/hospitals/search',
    {
      config: { policy: 'search.read' },
      schema: {
        tags: ['search'],
        summary: 'Hospitals by name or city (wins when given), by procedure, or around a place (near)',
        querystring: hospitalSearchQuery,
        response: { 200: searchResults, ...errors },
      },
    },
    (request) => service.byNameOrProcedure(db, request.query),
  );

  app.get(
    '/search/suggestions',
    {
      config: { policy: 'search.read' },
      schema: { tags: ['search'], summary: 'The known terms closest to a search text that found nothing', querystring: suggestionsQuery, response: { 200: suggestions, ...errors } },
    },
    (request) => service.suggestionsFor(db, request.query),
  );

  // The search vocabulary (issue 57): admins only.
  const admin = { policy: 'admin.manage' } as const;
  const tags = ['admin'];
  const actor = (request: { user?: { id: number } | null; ip: string }) => ({ actorId: request.user!.id, ip: request.ip });

  app.get('/admin/search-terms', { config: admin, schema: { tags, summary: 'The search vocabulary, by concept', response: { 200: searchTermList, ...errors } } }, () =>
    service.listTerms(db),
  );

  app.post(
    '/admin/search-terms',
    { config: admin, schema: { tags, summary: 'Add a term to a concept of the search vocabulary', body: createSearchTerm, response: { 201: searchTerm, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.addTerm(db, request.body, actor(request))),
  );

  app.delete(
    '/admin/search-terms/:id',
    { config: admin, schema: { tags, summary: 'Remove a term from the search vocabulary', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.removeTerm(db, request.params.id, actor(request));
      return reply.code(204).send(null);
    },
  );
};
