import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shared/errors';
import { idParams } from '@shared/contracts/common';
import { hospitalDetail, hospitalInternal } from '@shared/contracts/hospitals';
import type { Db } from '../../db';
import * as service from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export const hospitalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/hospitals/:id',
    {
      config: { policy: 'hospitals.read' },
      schema: { tags: ['hospitals'], summary: 'Hospital profile', params: idParams, response: { 200: hospitalDetail, ...errors } },
    },
    (request) => service.getHospitalDetail(db, app.clock, request.user!, request.params.id),
  );

  app.get(
    '/hospitals/:id/internal',
    {
      config: { policy: 'hospitals.internal.read' },
      schema: { tags: ['hospitals'], summary: 'Internal clinic page (vets)', params: idParams, response: { 200: hospitalInternal, ...errors } },
    },
    (request) => service.getHospitalInternal(db, request.user!, request.params.id),
  );
};
