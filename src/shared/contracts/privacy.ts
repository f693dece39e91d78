import { z } from '@shared/zod';
import { currentPassword } from './profile';

/**
 * The user's own data (issue 23): GET /api/me/export streams a JSON file (no request schema),
 * DELETE /api/me deletes the account, confirmed with the password (docs/decisions/101).
 */
export const accountDeleteBody = z.object({ password: currentPassword });
export type AccountDeleteBody = z.infer<typeof accountDeleteBody>;

/** The export file's format marker and version, the first fields of the file. */
export const EXPORT_FORMAT = 'vetreferral-export';
export const EXPORT_VERSION = 1;
