import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shared/errors';
import { clinic } from '@shared/contracts/hospitals';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { IMAGE_MAX_BYTES, consumeUpload, readLogo } from '../images';
import * as listing from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const config = { policy: 'clinic.manage' } as const;

/**
 * The clinic's own logo (issue 21): the admin's pipeline and rules (multipart field "logo", the upload
 * allowance, PNG/JPEG/WebP re-encoded at most 512 px), on the listing the session acts for. A plugin of
 * its own so multipart parsing stays off the JSON-only clinic routes.
 */
export const clinicLogoRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (app, { db }) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });

  app.post(
    '/clinics/profile/logo',
    {
      config,
      schema: {
        tags: ['clinic'],
        summary: 'Upload the own listing\'s logo: multipart field "logo", PNG/JPEG/WebP up to 5 MB, stored at ≤ 512 px',
        consumes: ['multipart/form-data'],
        response: { 200: clinic, ...errors, 413: errorBody, 415: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const clinicId = await listing.requireOwnClinicId(db, request.user!.id);
      const bytes = await readLogo(request);
      await consumeUpload(db, request.user!.id);
      await listing.replaceLogo(db, { actorId: request.user!.id, ip: request.ip }, clinicId, bytes, 'clinic.logo');
      return listing.requireClinic(db, clinicId);
    },
  );

  app.delete(
    '/clinics/profile/logo',
    { config, schema: { tags: ['clinic'], summary: "Remove the own listing's logo", response: { 200: clinic, ...errors } } },
    async (request) => {
      const clinicId = await listing.requireOwnClinicId(db, request.user!.id);
      await listing.replaceLogo(db, { actorId: request.user!.id, ip: request.ip }, clinicId, null, 'clinic.logo.delete');
      return listing.requireClinic(db, clinicId);
    },
  );
};
