import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@shared/zod';
import { idParams } from '@shared/contracts/common';
import {
  ATTACHMENT_MAX_BYTES,
  assignBody,
  attachment,
  attachmentParams,
  letterQuery,
  redirectBody,
  referral,
  referralAccessLog,
  referralCreateBody,
  referralList,
  referralMessage,
  referralMessageBody,
  referralMessageList,
  referralListQuery,
  referralPatchBody,
  statusChangeBody,
} from '@shared/contracts/referrals';
import { adminReferralStats } from '@shared/contracts/referral-stats';
import { errorBody } from '@shared/errors';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { AppError, appError } from '../../errors';
import { requestLanguage } from '../../plugins/language';
import { refuseNulInPart } from '../../plugins/security';
import { multipartFailure } from '../images';
import * as service from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 413: errorBody, 415: errorBody, 429: errorBody };
const write = { policy: 'referrals.write' } as const;
const party = { policy: 'referrals.party' } as const;

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
const disposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/** Electronic referrals (issue 19, docs/decisions/084). */
export const referralRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db }> = async (app, { config, db }) => {
  // One file per request; the storage counts bytes itself (a 25 MB limit with a clear 413).
  await app.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 5, fieldSize: 10_000 } });
  const readerLanguage = (request: FastifyRequest) => requestLanguage(request.headers.cookie, request.headers['accept-language']);
  const ctx = (request: { user: { id: number } | null; ip: string }) => ({ db, clock: app.clock, mail: config, actor: { actorId: request.user?.id ?? null, ip: request.ip } });

  app.post(
    '/referrals',
    { config: write, schema: { tags: ['referrals'], summary: 'Start a referral (a draft) to a hospital', body: referralCreateBody, response: { 201: referral, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.createDraft(ctx(request), request.user!, request.body)),
  );
  app.patch(
    '/referrals/:id',
    { config: write, schema: { tags: ['referrals'], summary: 'Edit a draft: only the fields sent change', params: idParams, body: referralPatchBody, response: { 200: referral, ...errors } } },
    (request) => service.updateDraft(ctx(request), request.user!, request.params.id, request.body),
  );
  app.delete(
    '/referrals/:id',
    { config: write, schema: { tags: ['referrals'], summary: 'Delete a draft', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.deleteDraft(ctx(request), request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/referrals',
    {
      config: { policy: 'referrals.list' },
      schema: {
        tags: ['referrals'],
        summary:
          "Referrals the vet sent, or the clinic's inbox as a work queue (view: action by default, open, closed, all; filters by status, urgency, specialty and assignee; counts per view), 50 a page: send next_cursor back as cursor for the next",
        querystring: referralListQuery,
        response: { 200: referralList, ...errors },
      },
    },
    (request) => service.listReferrals(db, app.clock, request.user!, request.query),
  );
  app.get(
    '/referrals/:id',
    { config: party, schema: { tags: ['referrals'], summary: 'One referral with its timeline and files (parties only; 404 otherwise)', params: idParams, response: { 200: referral, ...errors } } },
    (request) => service.getReferral(ctx(request), request.user!, request.params.id),
  );
  app.get(
    '/referrals/:id/access-log',
    {
      config: party,
      schema: { tags: ['referrals'], summary: 'Who at the receiving hospital opened the referral, its conversation, files or letters: the newest 50 reads and the total (parties only)', params: idParams, response: { 200: referralAccessLog, ...errors } },
    },
    (request) => service.accessLog(ctx(request), request.user!, request.params.id),
  );
  app.post(
    '/referrals/:id/status',
    { config: party, schema: { tags: ['referrals'], summary: 'Move the referral along its status machine', params: idParams, body: statusChangeBody, response: { 200: referral, ...errors } } },
    (request) => service.changeStatus(ctx(request), request.user!, request.params.id, request.body),
  );
  app.post(
    '/referrals/:id/assign',
    {
      config: { policy: 'referrals.assign' },
      schema: { tags: ['referrals'], summary: "Assign the referral to someone of the receiving hospital, or to nobody (user_id null); they are notified", params: idParams, body: assignBody, response: { 200: referral, ...errors } },
    },
    (request) => service.assign(ctx(request), request.user!, request.params.id, request.body.user_id),
  );
  app.post(
    '/referrals/:id/redirect',
    { config: write, schema: { tags: ['referrals'], summary: 'Copy a declined or cancelled referral into a new draft to another hospital', params: idParams, body: redirectBody, response: { 201: referral, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.redirect(ctx(request), request.user!, request.params.id, request.body.clinic_id)),
  );
  app.post(
    '/referrals/:id/attachments',
    {
      config: party,
      schema: {
        tags: ['referrals'],
        summary: 'Attach a file: multipart, field "description" then field "file"; PDF, JPEG, PNG, WebP, text or DICOM up to 25 MB',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: attachment, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw appError('ATTACHMENT_MISSING');
      try {
        const parts = request.parts();
        let description: string | null = null;
        for await (const part of parts) {
          refuseNulInPart(part);
          if (part.type === 'field') {
            if (part.fieldname === 'description' && typeof part.value === 'string') description = part.value.trim().slice(0, 500) || null;
            continue;
          }
          if (part.fieldname !== 'file') throw appError('ATTACHMENT_MISSING');
          const filename = (part.filename || 'file').slice(0, 200);
          const created = await service.addAttachment(ctx(request), request.user!, request.params.id, {
            filename,
            description,
            stream: part.file,
            // The rest of the body must parse too (a broken end refuses the upload), before the file is linked.
            finish: async () => {
              for await (const rest of parts) {
                if (rest.type === 'file') rest.file.resume();
                refuseNulInPart(rest);
              }
            },
          }, config.files);
          return reply.code(201).send(created);
        }
        throw appError('ATTACHMENT_MISSING');
      } catch (err) {
        if (err instanceof AppError) throw err;
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw appError('ATTACHMENT_TOO_LARGE');
        if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw appError('ATTACHMENT_MISSING', 'Send one file per upload.');
        throw multipartFailure(err);
      }
    },
  );
  app.get(
    '/referrals/:id/attachments/:attachmentId',
    { config: party, schema: { tags: ['referrals'], summary: 'Download a file (parties only)', params: attachmentParams } },
    async (request, reply) => {
      const file = await service.openAttachment(ctx(request), request.user!, request.params.id, request.params.attachmentId);
      // Served as a download, never rendered by the app's origin: nosniff and a sandbox CSP.
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', disposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
  // Letters (issue 20, docs/decisions/089): drawn for the request, downloaded, never cached.
  const pdf = (reply: FastifyReply, { filename, document }: { filename: string; document: Buffer }) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', disposition(filename))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(document);
  app.get(
    '/referrals/:id/letter.pdf',
    { config: party, schema: { tags: ['referrals'], summary: "The referral letter as a PDF, in the language asked (?lang=), else the reader's (parties only; the vet's drafts too; 503 with Retry-After while many letters are being drawn)", params: idParams, querystring: letterQuery } },
    async (request, reply) => pdf(reply, await service.referralLetter(ctx(request), request.user!, request.params.id, request.query, readerLanguage(request))),
  );
  app.get(
    '/referrals/:id/report.pdf',
    { config: party, schema: { tags: ['referrals'], summary: "The completion report as a PDF, in the language asked (?lang=), else the reader's (parties only; 409 until completed; 503 with Retry-After while many letters are being drawn)", params: idParams, querystring: letterQuery } },
    async (request, reply) => pdf(reply, await service.referralReport(ctx(request), request.user!, request.params.id, request.query, readerLanguage(request))),
  );
  app.delete(
    '/referrals/:id/attachments/:attachmentId',
    { config: party, schema: { tags: ['referrals'], summary: 'Remove a file from a draft (its uploader only)', params: attachmentParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.removeAttachment(ctx(request), request.user!, request.params.id, request.params.attachmentId);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/referrals/:id/messages',
    { config: party, schema: { tags: ['referrals'], summary: "The referral's conversation, oldest first; marks it read for the caller", params: idParams, response: { 200: referralMessageList, ...errors } } },
    (request) => service.listMessages(ctx(request), request.user!, request.params.id),
  );
  app.post(
    '/referrals/:id/messages',
    {
      config: party,
      schema: {
        tags: ['referrals'],
        summary: "Write to the other party, with files uploaded just before (attachment_ids); the vet's message answers a request for information",
        params: idParams,
        body: referralMessageBody,
        response: { 201: referralMessage, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.postMessage(ctx(request), request.user!, request.params.id, request.body)),
  );
  app.get(
    '/admin/referrals/stats',
    {
      config: { policy: 'referrals.stats' },
      schema: { tags: ['admin'], summary: 'Referral counts by status and the share answered within 2 business days (never their content)', response: { 200: adminReferralStats, ...errors } },
    },
    () => service.referralStats(db, app.clock),
  );
};
