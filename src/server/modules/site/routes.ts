import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteMeta } from '@shared/contracts/site';
import type { AppConfig } from '../../config';

/** What the client may know about this deployment: whether demo accounts exist, who the privacy officer is and where data is hosted. */
export const siteRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/meta',
    { config: { policy: 'public' }, schema: { tags: ['site'], summary: 'Deployment facts', response: { 200: siteMeta } } },
    async () => ({ demoData: config.demoData, privacy: config.privacy }),
  );
};
