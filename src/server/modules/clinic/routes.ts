import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@shared/zod';
import { errorBody } from '@shared/errors';
import {
  clinicProfileBody,
  clinicSpecialty,
  clinicSpecialtyAdd,
  clinicSpecialtyPatch,
  pricingBody,
  pricingPatch,
  procedureWaitBody,
  procedureWaitPatch,
  specialtyIdParams,
  staffBody,
  staffOrderBody,
  staffPatch,
} from '@shared/contracts/clinic';
import { waitTimesConfirmed } from '@shared/contracts/wait-times';
import { idParams } from '@shared/contracts/common';
import { clinicReferralStats } from '@shared/contracts/referral-stats';
import { referralAssignees, referralTargets, referralTargetsBody } from '@shared/contracts/referrals';
import { clinic, pricing, procedureWait, staffMember } from '@shared/contracts/hospitals';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { consumeUpload } from '../images';
import * as measures from '../measures';
import * as listing from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const config = { policy: 'clinic.manage' } as const;
const noContent = { 204: z.null(), ...errors };
// Staff photos travel as data URLs inside the JSON body; each one counts against the user's image
// upload limit (429) before it is decoded.
const PHOTO_BODY_LIMIT = 8 * 1024 * 1024;
const photoErrors = { 413: errorBody, 415: errorBody, 429: errorBody };

/**
 * The clinic's own listing. The clinic id always comes from the session, so ids in paths can only
 * ever address this clinic's rows; another clinic's ids answer 404 and change nothing.
 */
export const clinicRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (app, { db }) => {
  const own = (userId: number) => listing.requireOwnClinicId(db, userId);
  /** Lists are empty before the listing exists. */
  const ownOrEmpty = async <T>(userId: number, read: (clinicId: number) => Promise<T[]>) => {
    const id = await listing.ownClinicId(db, userId);
    return id === undefined ? [] : read(id);
  };

  app.get(
    '/clinics/profile',
    { config, schema: { tags: ['clinic'], summary: "The clinic's own listing (null before the first save)", response: { 200: clinic.nullable(), ...errors } } },
    async (request) => (await listing.findOwnProfile(db, request.user!.id)) ?? null,
  );

  app.patch(
    '/clinics/profile',
    { config, schema: { tags: ['clinic'], summary: "Save the clinic's own listing (created on first save)", body: clinicProfileBody, response: { 200: clinic, ...errors } } },
    (request) => listing.saveOwnProfile(db, request.user!.id, request.body),
  );

  // ---- referral dashboard (issue 20) ----
  app.get(
    '/clinic/referral-stats',
    { config, schema: { tags: ['clinic'], summary: 'Own measured response times (last 180 days) and open referrals by status', response: { 200: clinicReferralStats, ...errors } } },
    async (request) => measures.clinicReferralStats(db, app.clock, await own(request.user!.id)),
  );

  // ---- the inbox as a work queue (issue 59, docs/decisions/154) ----
  app.get(
    '/clinic/referral-targets',
    { config, schema: { tags: ['clinic'], summary: "The hospital's targets: acknowledge a referral within so many business hours, decide within so many business days", response: { 200: referralTargets, ...errors } } },
    (request) => listing.referralTargets(db, request.user!.id),
  );
  app.patch(
    '/clinic/referral-targets',
    { config, schema: { tags: ['clinic'], summary: "Change the hospital's targets (owner only; only the targets sent change)", body: referralTargetsBody, response: { 200: referralTargets, ...errors } } },
    (request) => listing.updateReferralTargets(db, { actorId: request.user!.id, ip: request.ip }, request.user!.id, request.body),
  );
  app.get(
    '/clinic/referral-assignees',
    { config, schema: { tags: ['clinic'], summary: 'Everyone a referral may be assigned to: the owner and the members', response: { 200: referralAssignees, ...errors } } },
    (request) => listing.referralAssignees(db, request.user!.id),
  );

  // ---- wait times still current (issue 21) ----
  app.post(
    '/clinic/wait-times/confirm',
    {
      config,
      schema: { tags: ['clinic'], summary: 'Confirm every wait time of the own listing is still current (their dates become now)', response: { 200: waitTimesConfirmed, ...errors } },
    },
    async (request) => listing.confirmWaitTimes(db, { actorId: request.user!.id, ip: request.ip }, await own(request.user!.id), app.clock.now()),
  );

  // ---- pricings ----
  app.get('/pricings', { config, schema: { tags: ['clinic'], summary: 'Own quotes', response: { 200: z.array(pricing), ...errors } } }, (request) =>
    ownOrEmpty(request.user!.id, (id) => listing.listPricings(db, id)),
  );
  app.post(
    '/pricings',
    { config, schema: { tags: ['clinic'], summary: 'Add a quote', body: pricingBody, response: { 201: pricing, ...errors } } },
    async (request, reply) => reply.code(201).send(await listing.addPricing(db, await own(request.user!.id), request.body)),
  );
  app.patch(
    '/pricings/:id',
    { config, schema: { tags: ['clinic'], summary: 'Edit a quote', params: idParams, body: pricingPatch, response: { 200: pricing, ...errors } } },
    async (request) => listing.updatePricing(db, await own(request.user!.id), request.params.id, request.body),
  );
  app.delete(
    '/pricings/:id',
    { config, schema: { tags: ['clinic'], summary: 'Delete a quote', params: idParams, response: noContent } },
    async (request, reply) => {
      await listing.removePricing(db, await own(request.user!.id), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // ---- specialties ----
  app.get(
    '/clinic-specialties',
    { config, schema: { tags: ['clinic'], summary: 'Own specialties', response: { 200: z.array(clinicSpecialty), ...errors } } },
    (request) => ownOrEmpty(request.user!.id, (id) => listing.listSpecialtiesOf(db, id)),
  );
  app.post(
    '/clinic-specialties',
    { config, schema: { tags: ['clinic'], summary: 'Add an active specialty', body: clinicSpecialtyAdd, response: { 201: clinicSpecialty, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(
        await listing.addSpecialty(db, await own(request.user!.id), {
          specialty_id: request.body.specialty_id,
          wait_time: null,
          accepting_emergency: false,
          notes: null,
        }),
      ),
  );
  app.patch(
    '/clinic-specialties/:specialtyId',
    {
      config,
      schema: {
        tags: ['clinic'],
        summary: 'Edit wait time and notes, or the emergency flag',
        params: specialtyIdParams,
        body: clinicSpecialtyPatch,
        response: { 200: clinicSpecialty, ...errors },
      },
    },
    async (request) => listing.updateSpecialty(db, await own(request.user!.id), request.params.specialtyId, request.body),
  );
  app.delete(
    '/clinic-specialties/:specialtyId',
    { config, schema: { tags: ['clinic'], summary: 'Remove a specialty (and its procedure waits)', params: specialtyIdParams, response: noContent } },
    async (request, reply) => {
      await listing.removeSpecialty(db, await own(request.user!.id), request.params.specialtyId);
      return reply.code(204).send(null);
    },
  );

  // ---- procedure waits ----
  app.get(
    '/procedure-waits',
    { config, schema: { tags: ['clinic'], summary: 'Own procedure wait entries', response: { 200: z.array(procedureWait), ...errors } } },
    (request) => ownOrEmpty(request.user!.id, (id) => listing.listWaits(db, id)),
  );
  app.post(
    '/procedure-waits',
    { config, schema: { tags: ['clinic'], summary: 'Add a procedure wait entry under a listed specialty', body: procedureWaitBody, response: { 201: procedureWait, ...errors } } },
    async (request, reply) => reply.code(201).send(await listing.addWait(db, await own(request.user!.id), request.body)),
  );
  app.patch(
    '/procedure-waits/:id',
    { config, schema: { tags: ['clinic'], summary: 'Edit a procedure wait entry', params: idParams, body: procedureWaitPatch, response: { 200: procedureWait, ...errors } } },
    async (request) => listing.updateWait(db, await own(request.user!.id), request.params.id, request.body),
  );
  app.delete(
    '/procedure-waits/:id',
    { config, schema: { tags: ['clinic'], summary: 'Delete a procedure wait entry', params: idParams, response: noContent } },
    async (request, reply) => {
      await listing.removeWait(db, await own(request.user!.id), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // ---- staff ----
  app.get('/staff', { config, schema: { tags: ['clinic'], summary: 'Own staff in display order', response: { 200: z.array(staffMember), ...errors } } }, (request) =>
    ownOrEmpty(request.user!.id, (id) => listing.listStaffOf(db, id)),
  );
  app.post(
    '/staff',
    {
      config,
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: { tags: ['clinic'], summary: 'Add a staff member (photo: PNG/JPEG/WebP data URL)', body: staffBody, response: { 201: staffMember, ...errors, ...photoErrors } },
    },
    async (request, reply) => {
      const clinicId = await own(request.user!.id);
      if (request.body.photo) await consumeUpload(db, request.user!.id);
      return reply.code(201).send(await listing.addStaff(db, clinicId, request.body));
    },
  );
  app.put(
    '/staff/order',
    { config, schema: { tags: ['clinic'], summary: 'Reorder staff: every id once, in the new order', body: staffOrderBody, response: { 200: z.array(staffMember), ...errors } } },
    async (request) => listing.reorderStaff(db, await own(request.user!.id), request.body.ids),
  );
  app.patch(
    '/staff/:id',
    {
      config,
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: { tags: ['clinic'], summary: 'Edit a staff member (photo null removes it)', params: idParams, body: staffPatch, response: { 200: staffMember, ...errors, ...photoErrors } },
    },
    async (request) => {
      const clinicId = await own(request.user!.id);
      if (request.body.photo) await consumeUpload(db, request.user!.id);
      return listing.updateStaff(db, clinicId, request.params.id, request.body);
    },
  );
  app.delete(
    '/staff/:id',
    { config, schema: { tags: ['clinic'], summary: 'Remove a staff member', params: idParams, response: noContent } },
    async (request, reply) => {
      await listing.removeStaff(db, await own(request.user!.id), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
