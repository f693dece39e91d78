import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';

export const clinicRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async () => {};
