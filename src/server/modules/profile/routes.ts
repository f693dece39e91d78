import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@shared/zod';
import { currentUser } from '@shared/contracts/auth';
import { errorBody } from '@shared/errors';
import { AVATAR_DATA_URL_MAX, passwordChangeBody, userProfileBody, vetProfile, vetProfileBody } from '@shared/contracts/profile';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { clearLanguageCookie, setLanguageCookie } from '../auth';
import * as service from './service';
import { withClinicRole } from '../clinic';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const imageErrors = { 413: errorBody, 415: errorBody, 429: errorBody };

/** The signed-in user's own profile: user fields and picture, the vet profile, the password. */
export const profileRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (app, { config, db }) => {
  app.patch(
    '/user/profile',
    {
      config: { policy: 'profile.user.update' },
      // A picture arrives as a data URL inside the JSON body: allow the image store's limit plus JSON.
      bodyLimit: AVATAR_DATA_URL_MAX + 64 * 1024,
      schema: {
        tags: ['profile'],
        summary: 'Update display name, picture, job title, practice type and language',
        description:
          'Absent fields stay; null clears. avatar_url: a PNG/JPEG/WebP data URL (stored as a JPEG of at most 400 px), ' +
          'the current picture URL (kept), or null (removed). language: en-CA or fr-CA, also set as the `lang` cookie; ' +
          'null forgets the choice and removes the cookie.',
        body: userProfileBody,
        response: { 200: currentUser, ...errors, ...imageErrors },
      },
    },
    async (request, reply) => {
      const user = await service.updateUserProfile(db, request.user!.id, request.body);
      // The page language follows the saved choice from the next load on (docs/decisions/071).
      if (request.body.language === null) clearLanguageCookie(reply, config);
      else if (request.body.language !== undefined) setLanguageCookie(reply, config, user.language);
      return withClinicRole(db, user);
    },
  );

  app.get(
    '/vets/profile',
    {
      config: { policy: 'profile.vet.manage' },
      schema: { tags: ['profile'], summary: "The vet's own profile (nulls until saved)", response: { 200: vetProfile, ...errors } },
    },
    (request) => service.getVetProfile(db, request.user!.id),
  );

  app.patch(
    '/vets/profile',
    {
      config: { policy: 'profile.vet.manage' },
      schema: {
        tags: ['profile'],
        summary: "Create or update the vet's own profile",
        description: 'Absent fields stay; null or blank clears.',
        body: vetProfileBody,
        response: { 200: vetProfile, ...errors },
      },
    },
    (request) => service.saveVetProfile(db, request.user!.id, request.body),
  );

  app.post(
    '/user/password',
    {
      config: { policy: 'session.manage' },
      schema: {
        tags: ['profile'],
        summary: 'Change the password',
        description: "Needs the current password. Ends every other session of the user; this one stays signed in.",
        body: passwordChangeBody,
        response: { 204: z.null(), ...errors, 429: errorBody },
      },
    },
    async (request, reply) => {
      await service.changePassword({ db, ip: request.ip, clock: app.clock, mail: config }, request.user!, request.sessionIdHash, request.body);
      return reply.code(204).send(null);
    },
  );
};
