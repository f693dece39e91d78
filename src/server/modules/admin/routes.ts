import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@shared/zod';
import {
  adminAuditQuery,
  adminClinic,
  adminClinicCreateBody,
  adminClinicListQuery,
  adminClinicPatchBody,
  adminClinicRejectBody,
  adminClinicSpecialtyAdd,
  adminClinicSpecialtyPatch,
  adminPricingBody,
  adminPricingPatch,
  adminStats,
  auditEntry,
  clinicAccount,
  clinicSpecialtyParams,
  pricingParams,
  specialtyCreateBody,
  specialtyPatchBody,
} from '@shared/contracts/admin';
import { errorBody } from '@shared/errors';
import { specialty, specialtyList } from '@shared/contracts/catalogue';
import { clinicSpecialty } from '@shared/contracts/clinic';
import { idParams } from '@shared/contracts/common';
import { pricing } from '@shared/contracts/hospitals';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { IMAGE_MAX_BYTES, consumeUpload, readLogo } from '../images';
import * as admin from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const config = { policy: 'admin.manage' } as const;
const noContent = { 204: z.null(), ...errors };
const tags = ['admin'];

/**
 * /api/admin/*: admins only (policy 'admin.manage', checked before the body is read). Routes are thin:
 * schema, policy, one service call. Multipart is registered here only, for the logo upload.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (app, { db, config: appConfig }) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });

  const ctx = (request: FastifyRequest): admin.AdminContext => ({ db, actorId: request.user!.id, ip: request.ip });

  app.get('/admin/stats', { config, schema: { tags, summary: 'Platform counts', response: { 200: adminStats, ...errors } } }, () => admin.stats(db));

  app.get(
    '/admin/audit',
    {
      config,
      schema: {
        tags,
        summary: 'Audit log, newest first (action: prefix such as "auth." or "admin.clinic"; actor: part of a username; limit: 1-200, default 50)',
        querystring: adminAuditQuery,
        response: { 200: z.array(auditEntry), ...errors },
      },
    },
    (request) => admin.listAudit(db, request.query),
  );

  // ---- specialty catalogue ----
  app.get(
    '/admin/specialties',
    { config, schema: { tags, summary: 'The whole catalogue by display order', response: { 200: specialtyList, ...errors } } },
    () => admin.listCatalogue(db),
  );
  app.post(
    '/admin/specialties',
    { config, schema: { tags, summary: 'Add a specialty (display_order defaults to count + 1)', body: specialtyCreateBody, response: { 201: specialty, ...errors } } },
    async (request, reply) => reply.code(201).send(await admin.createSpecialty(ctx(request), request.body)),
  );
  app.patch(
    '/admin/specialties/:id',
    { config, schema: { tags, summary: 'Edit a specialty, or toggle is_active alone', params: idParams, body: specialtyPatchBody, response: { 200: specialty, ...errors } } },
    (request) => admin.updateSpecialty(ctx(request), request.params.id, request.body),
  );

  // ---- hospitals ----
  app.get(
    '/admin/clinics',
    {
      config,
      schema: {
        tags,
        summary: 'Hospitals by name (q: name search; status: pending, rejected or verified)',
        querystring: adminClinicListQuery,
        response: { 200: z.array(adminClinic), ...errors },
      },
    },
    (request) => admin.listClinics(db, request.query.q, request.query.status),
  );
  const review = (request: FastifyRequest): admin.ReviewContext => ({ ...ctx(request), clock: app.clock, mail: appConfig });
  app.post(
    '/admin/clinics/:id/verify',
    { config, schema: { tags, summary: 'Verify a listing: vets find it from now on', params: idParams, response: { 200: adminClinic, ...errors } } },
    (request) => admin.verifyClinic(review(request), request.params.id),
  );
  app.post(
    '/admin/clinics/:id/reject',
    {
      config,
      schema: { tags, summary: 'Reject a listing with a note mailed to the clinic; it leaves search', params: idParams, body: adminClinicRejectBody, response: { 200: adminClinic, ...errors } },
    },
    (request) => admin.rejectClinic(review(request), request.params.id, request.body.note),
  );
  app.post(
    '/admin/clinics',
    { config, schema: { tags, summary: 'Create a hospital', body: adminClinicCreateBody, response: { 201: adminClinic, ...errors } } },
    async (request, reply) => reply.code(201).send(await admin.createClinic(ctx(request), request.body)),
  );
  app.get(
    '/admin/clinic-accounts',
    { config, schema: { tags, summary: 'Clinic accounts without a listing (owner choices)', response: { 200: z.array(clinicAccount), ...errors } } },
    () => admin.listClinicAccounts(db),
  );
  app.get(
    '/admin/clinics/:id',
    { config, schema: { tags, summary: 'One hospital', params: idParams, response: { 200: adminClinic, ...errors } } },
    (request) => admin.getClinic(db, request.params.id),
  );
  app.patch(
    '/admin/clinics/:id',
    { config, schema: { tags, summary: 'Edit a hospital (owner too)', params: idParams, body: adminClinicPatchBody, response: { 200: adminClinic, ...errors } } },
    (request) => admin.updateClinic(ctx(request), request.params.id, request.body),
  );
  app.delete(
    '/admin/clinics/:id',
    { config, schema: { tags, summary: 'Delete a hospital and everything it lists', params: idParams, response: noContent } },
    async (request, reply) => {
      await admin.deleteClinic(ctx(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/clinics/:id/logo',
    {
      config,
      schema: {
        tags,
        summary: 'Upload a logo: multipart field "logo", PNG/JPEG/WebP up to 5 MB, stored at ≤ 512 px',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: adminClinic, ...errors, 413: errorBody, 415: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const bytes = await readLogo(request);
      await consumeUpload(db, request.user!.id);
      return admin.uploadLogo(ctx(request), request.params.id, bytes);
    },
  );

  // ---- a hospital's specialties ----
  app.get(
    '/admin/clinics/:id/specialties',
    { config, schema: { tags, summary: "A hospital's specialties", params: idParams, response: { 200: z.array(clinicSpecialty), ...errors } } },
    (request) => admin.listClinicSpecialties(db, request.params.id),
  );
  app.post(
    '/admin/clinics/:id/specialties',
    {
      config,
      schema: { tags, summary: 'Add a specialty (defaults: 2-4 weeks, not accepting, "Added by admin")', params: idParams, body: adminClinicSpecialtyAdd, response: { 201: clinicSpecialty, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await admin.addClinicSpecialty(ctx(request), request.params.id, request.body)),
  );
  app.patch(
    '/admin/clinics/:id/specialties/:specialtyId',
    { config, schema: { tags, summary: 'Edit wait time, notes or the emergency flag', params: clinicSpecialtyParams, body: adminClinicSpecialtyPatch, response: { 200: clinicSpecialty, ...errors } } },
    (request) => admin.updateClinicSpecialty(ctx(request), request.params.id, request.params.specialtyId, request.body),
  );
  app.delete(
    '/admin/clinics/:id/specialties/:specialtyId',
    { config, schema: { tags, summary: 'Remove a specialty (and its procedure waits)', params: clinicSpecialtyParams, response: noContent } },
    async (request, reply) => {
      await admin.removeClinicSpecialty(ctx(request), request.params.id, request.params.specialtyId);
      return reply.code(204).send(null);
    },
  );

  // ---- a hospital's pricings ----
  app.get(
    '/admin/clinics/:id/pricings',
    { config, schema: { tags, summary: "A hospital's procedure pricings", params: idParams, response: { 200: z.array(pricing), ...errors } } },
    (request) => admin.listClinicPricings(db, request.params.id),
  );
  app.post(
    '/admin/clinics/:id/pricings',
    { config, schema: { tags, summary: 'Add a pricing (the path names the hospital)', params: idParams, body: adminPricingBody, response: { 201: pricing, ...errors } } },
    async (request, reply) => reply.code(201).send(await admin.addClinicPricing(ctx(request), request.params.id, request.body)),
  );
  app.patch(
    '/admin/clinics/:id/pricings/:pricingId',
    { config, schema: { tags, summary: 'Edit a pricing', params: pricingParams, body: adminPricingPatch, response: { 200: pricing, ...errors } } },
    (request) => admin.updateClinicPricing(ctx(request), request.params.id, request.params.pricingId, request.body),
  );
  app.delete(
    '/admin/clinics/:id/pricings/:pricingId',
    { config, schema: { tags, summary: 'Delete a pricing', params: pricingParams, response: noContent } },
    async (request, reply) => {
      await admin.removeClinicPricing(ctx(request), request.params.id, request.params.pricingId);
      return reply.code(204).send(null);
    },
  );
};
