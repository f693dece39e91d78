import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shared/errors';
import { idParams } from '@shared/contracts/common';
import { hospitalSearchQuery, searchResults, specialtySearchQuery } from '@shared/contracts/search';
import type { Db } from '../../db';
import * as service from './service';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/specialties/:id/search',
    {
      config: { policy: 'search.read' },
      schema: {
        tags: ['search'],
        summary: 'Hospitals offering a specialty, emergency-accepting and shorter waits first',
        params: idParams,
        querystring: specialtySearchQuery,
        response: { 200: searchResults, ...errors },
      },
    },
    (request) => service.bySpecialty(db, request.params.id, request.query.province),
  );

  app.get(
    '/hospitals/search',
    {
      config: { policy: 'search.read' },
      schema: {
        tags: ['search'],
        summary: 'Hospitals by name (wins when given) or by procedure',
        querystring: hospitalSearchQuery,
        response: { 200: searchResults, ...errors },
      },
    },
    (request) => service.byNameOrProcedure(db, request.query),
  );
};
