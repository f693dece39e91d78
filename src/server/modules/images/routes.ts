import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shared/contracts/common';
import type { Db } from '../../db';
import { appError } from '../../errors';
import { findImage, isAvatarOf } from './repository';

/**
 * Stored images (logos, avatars, staff photos) at a stable URL. An image row is never rewritten (a
 * new upload gets a new id), so responses can be validated by their hash. Logos and staff photos are
 * public and cached for a year. An avatar is personal data: only the user whose picture it is gets it,
 * everyone else (visitors included) the same 404 as for a missing id, so ids cannot be probed; it is
 * never stored by shared caches and is revalidated on every use, so a signed-out browser does not
 * keep showing it (docs/decisions/060).
 */
export const imageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/images/:id',
    {
      config: { policy: 'images.read' },
      // No response schema: the body is raw image bytes, and errors go through the error handler.
      schema: {
        tags: ['images'],
        summary: 'An uploaded image (a profile picture only for the user whose picture it is)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const image = await findImage(db, request.params.id);
      if (!image) throw appError('IMAGE_NOT_FOUND');
      const avatar = image.kind === 'avatar';
      if (avatar && !(request.user && (await isAvatarOf(db, request.params.id, request.user.id)))) throw appError('IMAGE_NOT_FOUND');
      const etag = `"${image.sha256}"`;
      reply
        .header('etag', etag)
        .header('cache-control', avatar ? 'private, no-cache' : 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (avatar) reply.header('vary', 'cookie');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(image.content_type).send(Buffer.from(image.bytes));
    },
  );
};
