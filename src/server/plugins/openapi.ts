import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { withRoutePolicy } from './session';

/**
 * OpenAPI generated from the zod route schemas; UI at /api/docs, document at /api/docs/json. Off
 * unless `enabled` (API_DOCS; off in production by default): Swagger UI's page needs a looser CSP
 * than the app's, and a production host has no use for it (docs/decisions/061-api-docs.md).
 */
export const openapi = fp(async (app: FastifyInstance, opts: { enabled: boolean }) => {
  if (!opts.enabled) return;
  await app.register(swagger, {
    openapi: {
      info: { title: 'VetReferral API', version: '1.0.0', description: 'Session-cookie authenticated JSON API.' },
    },
    transform: jsonSchemaTransform,
  });
  await withRoutePolicy(app, 'static', async (scope) => {
    await scope.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
});
