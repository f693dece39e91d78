import { ERRORS, type ErrorCode } from '@shared/errors';

/**
 * The one error type services throw: a domain code from `ERRORS` (shared), whose table gives the HTTP
 * status and the default English message. The error handler turns it into `{ message, code }`.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
    readonly headers: Record<string, string> = {},
    /** The fields at fault, as a validation failure names them (`body.appointment_at`). */
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
  }
}

/** `throw appError('PRICING_NOT_FOUND')`; a message only where the sentence depends on the request. */
export const appError = (code: ErrorCode, message?: string) => new AppError(code, message);

export const tooManyRequests = (retryAfterSeconds: number, code: 'RATE_LIMITED' | 'UPLOAD_RATE_LIMITED' | 'MESSAGE_RATE_LIMITED' | 'ATTACHMENT_RATE_LIMITED' = 'RATE_LIMITED') =>
  new AppError(code, undefined, { 'retry-after': String(retryAfterSeconds) });

/** A 400 about one field that its schema alone cannot judge (it depends on stored data or the clock). */
export const fieldError = (code: ErrorCode, path: string, message: string = ERRORS[code].message) => new AppError(code, message, {}, [{ path, message }]);
