import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shared/contracts/common';
import type { Db } from '../../db';
import { notFound } from '../../errors';
import { findImage } from './repository';

/**
 * Stored images (logos, avatars, staff photos) at a stable URL. An image row is never rewritten (a
 * new upload gets a new id), so responses can be cached for a year and validated by their hash.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/images/:id',
    {
      config: { policy: 'images.read' },
      // No response schema: the body is raw image bytes, and errors go through the error handler.
      schema: { tags: ['images'], summary: 'An uploaded image', params: idParams },
    },
    async (request, reply) => {
      const image = await findImage(db, request.params.id);
      if (!image) throw notFound('Image not found.');
      const etag = `"${image.sha256}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(image.content_type).send(Buffer.from(image.bytes));
    },
  );
};
