import { AUTH_RATE_WINDOW_MS, AUTH_USERNAME_RATE_LIMIT, AVATAR_JPEG_QUALITY, AVATAR_MAX_SIDE } from '@shared/constants';
import type { CurrentUser } from '@shared/contracts/auth';
import {
  AVATAR_IMAGE_PATH,
  type PasswordChangeBody,
  type UserProfileBody,
  type VetProfile,
  type VetProfileBody,
} from '@shared/contracts/profile';
import type { Clock } from '../../clock';
import { appLink, enqueueMail, mailQueued, type MailSettings } from '../mail';
import type { Db } from '../../db';
import { appError } from '../../errors';
import { hashPassword, isCommonPassword, verifyPassword } from '../auth';
import { record } from '../audit';
import * as authRepo from '../auth';
import { imageUrlFor } from '../images';
import { consumeUpload, deleteImage, parseImageDataUrl, storeImage } from '../images';
import * as limits from '../rate-limit';
import * as repo from './repository';

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

const userNotFound = () => appError('USER_NOT_FOUND');

/**
 * PATCH /api/user/profile. A new picture (data URL) is decoded and re-encoded as a JPEG of at most
 * 400 px (SPEC §5, §9), stored as an avatar that only this user can fetch, before the user row points
 * at it; the picture it replaces is deleted in the same transaction. Sending back the current
 * picture's URL keeps it; any other image URL is refused.
 */
export async function updateUserProfile(db: Db, userId: number, body: UserProfileBody): Promise<CurrentUser> {
  const { avatar_url: avatar, ...fields } = body;
  const patch: repo.UserProfilePatch = definedOnly(fields);

  if (avatar === undefined || (avatar !== null && AVATAR_IMAGE_PATH.test(avatar))) {
    if (avatar !== undefined && imageUrlFor(await repo.findAvatarImageId(db, userId)) !== avatar) {
      throw appError('AVATAR_NOT_YOURS');
    }
    const user = await repo.updateUser(db, userId, patch);
    if (!user) throw userNotFound();
    return user;
  }

  // Decode and store before touching the user, so a bad picture changes nothing. A new picture counts
  // against the user's upload limit before it is decoded.
  if (avatar !== null) await consumeUpload(db, userId);
  const stored =
    avatar === null
      ? null
      : await storeImage(db, parseImageDataUrl(avatar), { maxSide: AVATAR_MAX_SIDE, as: 'jpeg', quality: AVATAR_JPEG_QUALITY, kind: 'avatar' });
  const nextId = stored?.id ?? null;
  try {
    // Retried only when another request changed the picture between our read and our write.
    for (let attempt = 0; attempt < 5; attempt++) {
      const previous = await repo.findAvatarImageId(db, userId);
      const user = await db.transaction().execute(async (trx) => {
        const updated = await repo.updateUser(trx, userId, { ...patch, avatar_image_id: nextId }, previous);
        if (updated && previous !== null && previous !== nextId) await deleteImage(trx, previous);
        return updated;
      });
      if (user) return user;
      if (!(await repo.userExists(db, userId))) throw userNotFound();
    }
    throw new Error('The profile picture kept changing concurrently.');
  } catch (err) {
    if (stored) await deleteImage(db, stored.id).catch(() => undefined);
    throw err;
  }
}

/** GET /api/vets/profile: every field null until the vet first saves. */
export const getVetProfile = (db: Db, userId: number): Promise<VetProfile> => repo.findVetProfile(db, userId);

/** PATCH /api/vets/profile: creates the row on first save; absent fields stay as they are. */
export const saveVetProfile = (db: Db, userId: number, body: VetProfileBody): Promise<VetProfile> =>
  repo.upsertVetProfile(db, userId, definedOnly(body));

export interface PasswordContext {
  db: Db;
  ip: string;
  clock: Clock;
  mail: MailSettings;
}

/**
 * POST /api/user/password. The current password must verify (failures are rate limited per user, so
 * a borrowed session cannot guess it); the new one follows the registration rules. On success every
 * other session of the user ends; the one that made the change stays signed in.
 */
export async function changePassword(
  ctx: PasswordContext,
  user: CurrentUser,
  keepSessionIdHash: string | null,
  body: PasswordChangeBody,
): Promise<void> {
  const limit = { bucket: `password-change-user:${user.id}`, max: AUTH_USERNAME_RATE_LIMIT, windowMs: AUTH_RATE_WINDOW_MS };
  // Taken before verifying, as at sign-in: parallel guesses cannot all pass a check made before any counted.
  await limits.reserve(ctx.db, limit);
  const audit = (db: Db, action: string) => record(db, { actorId: user.id, ip: ctx.ip }, { action, target: user.username });

  const currentHash = await repo.findPasswordHash(ctx.db, user.id);
  if (currentHash === undefined) throw userNotFound();
  if (!(await verifyPassword(currentHash, body.current_password))) {
    await audit(ctx.db, 'auth.password.change.failure');
    throw appError('CURRENT_PASSWORD_INCORRECT');
  }
  await limits.release(ctx.db, limit);
  if (isCommonPassword(body.new_password)) throw appError('PASSWORD_TOO_COMMON');

  const newHash = await hashPassword(body.new_password);
  await ctx.db.transaction().execute(async (trx) => {
    const account = await authRepo.setPassword(trx, user.id, newHash);
    await authRepo.deleteOtherSessions(trx, user.id, keepSessionIdHash);
    await audit(trx, 'auth.password.change');
    // As after a reset: if someone else changed it with a borrowed session, the owner hears of it.
    await enqueueMail(trx, ctx.clock, ctx.mail, {
      kind: 'password_changed',
      to: account.username,
      language: account.language ?? 'en-CA',
      data: { when: ctx.clock.now(), link: appLink(ctx.mail, '/forgot-password') },
    });
  });
  mailQueued();
}
