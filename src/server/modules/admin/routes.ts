import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';

export const adminRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async () => {};
