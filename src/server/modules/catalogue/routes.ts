import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shared/errors';
import { specialtyList } from '@shared/contracts/catalogue';
import type { Db } from '../../db';
import { listSpecialties } from './repository';

const responses = { 200: specialtyList, 401: errorBody };

export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/specialties/active',
    { config: { policy: 'catalogue.read' }, schema: { tags: ['catalogue'], summary: 'Active specialties in display order', response: responses } },
    () => listSpecialties(db, { activeOnly: true }),
  );

  app.get(
    '/specialties',
    { config: { policy: 'catalogue.read' }, schema: { tags: ['catalogue'], summary: 'All specialties in display order', response: responses } },
    () => listSpecialties(db, { activeOnly: false }),
  );
};
