import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shared/errors';
import { idParams } from '@shared/contracts/common';
import { hospitalSearchQuery, searchResults, specialtySearchQuery } from '@shared/contracts/search';
import type { Db } from '../../db';
import * as service from './service';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 422: errorBody };

export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/specialties/:id/search',
    {
      config: { policy: 'search.read' },
      schema: {
        tags: ['search'],
        summary: 'Hospitals offering a specialty, emergency-accepting and shorter waits first (nearest first when near a place)',
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
};
