import type { ErrorCode } from '@shared/errors';

/** The one error type services throw; the error handler turns it into `{ message, code }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', 404, message);
export const conflict = (message: string) => new AppError('CONFLICT', 409, message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', 400, message);
export const unauthenticated = (message = 'You need to sign in to do that.') =>
  new AppError('UNAUTHENTICATED', 401, message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError('FORBIDDEN', 403, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', 429, 'Too many attempts. Please wait a minute and try again.', {
    'retry-after': String(retryAfterSeconds),
  });
