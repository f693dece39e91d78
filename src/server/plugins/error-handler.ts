import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorBody, ERRORS, type ErrorCode } from '@shared/errors';
import { AppError } from '../errors';

/** Fastify's own client errors (body parsing, limits) by status; anything else 4xx is BAD_REQUEST. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * The one error path: AppError, zod validation failures and Fastify's own client errors become
 * `{ message, code, issues? }`; anything else is a 500 whose body never carries internal text.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply
        .headers(err.headers)
        .code(err.status)
        .send({ message: err.message, code: err.code, ...(err.issues ? { issues: err.issues } : {}) } satisfies ApiErrorBody);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'body';
      const issues = err.validation.map((v) => ({
        path: [where, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      return reply.code(400).send({
        message: first ? `${first.path}: ${first.message}` : 'Invalid request',
        code: 'VALIDATION',
        issues,
      } satisfies ApiErrorBody);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = clientCode(err, status);
      return reply.code(status).send({ message: code === 'BAD_REQUEST' ? err.message || ERRORS.BAD_REQUEST.message : ERRORS[code].message, code } satisfies ApiErrorBody);
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: ERRORS.INTERNAL.message, code: 'INTERNAL' } satisfies ApiErrorBody);
  });
});

/** A domain code for Fastify's own client errors; their messages are terse, the table's are plain. */
function clientCode(err: FastifyError, status: number): ErrorCode {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'INVALID_JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    default:
      return CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
  }
}
