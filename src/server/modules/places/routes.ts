import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shared/errors';
import { places, placesQuery } from '@shared/contracts/places';
import { suggestPlaces } from '../../db/gazetteer';

/** The search box's place suggestions, from the gazetteer on this server (never an online service). */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places',
    {
      config: { policy: 'search.read' },
      schema: {
        tags: ['search'],
        summary: 'Canadian cities and towns whose name starts with q (GeoNames, CC BY 4.0), exact names first',
        querystring: placesQuery,
        response: { 200: places, 400: errorBody, 401: errorBody },
      },
    },
    (request) => suggestPlaces(request.query.q),
  );
};
