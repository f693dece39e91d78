import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@shared/zod';
import { incident, incidentCreateBody, incidentList, incidentParams, incidentPatchBody } from '@shared/contracts/incidents';
import { errorBody } from '@shared/errors';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import * as service from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const config = { policy: 'incidents.manage' } as const;
const tags = ['admin'];

/** The register of confidentiality incidents (issue 23, docs/decisions/107): admins only. */
export const incidentRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (app, { db }) => {
  const ctx = (request: FastifyRequest): service.IncidentContext => ({ db, clock: app.clock, actor: { actorId: request.user!.id, ip: request.ip } });

  app.get('/admin/incidents', { config, schema: { tags, summary: 'The incident register, the most recently known first', response: { 200: incidentList, ...errors } } }, () =>
    service.listIncidents(db),
  );
  app.get('/admin/incidents.csv', { config, schema: { tags, summary: 'The incident register as CSV (UTF-8, formula-safe cells)' } }, async (request, reply) => {
    const day = app.clock.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="incidents-${day}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(await service.exportCsv(db));
  });
  app.post(
    '/admin/incidents',
    { config, schema: { tags, summary: 'Record a confidentiality incident', body: incidentCreateBody, response: { 201: incident, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.createIncident(ctx(request), request.body)),
  );
  app.patch(
    '/admin/incidents/:id',
    { config, schema: { tags, summary: 'Correct or complete an incident (notices sent, measures): only the fields sent change', params: incidentParams, body: incidentPatchBody, response: { 200: incident, ...errors } } },
    (request) => service.updateIncident(ctx(request), request.params.id, request.body),
  );
  app.delete(
    '/admin/incidents/:id',
    { config, schema: { tags, summary: 'Remove an incident whose 5 years in the register are over (409 before)', params: incidentParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.deleteIncident(ctx(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
