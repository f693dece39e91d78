import { ERRORS, type ErrorCode } from '@shared/errors';

/**
 * What the UI shows for each API error code: in en-CA the server's own sentences (one table in
 * src/shared/errors.ts), so English stays word for word what the API says.
 */
const errors = Object.fromEntries(Object.entries(ERRORS).map(([code, e]) => [code, e.message])) as { [C in ErrorCode]: string };
export default errors;
