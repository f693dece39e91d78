import { z } from '@shared/zod';
import { JOB_TITLES, PASSWORD_MAX_LENGTH, PRACTICE_TYPES } from '../constants';
import { MSG, registerBody, userLanguage } from './auth';
import { LIMITS, optionalEmail, optionalText, province } from './fields';

export const PROFILE_MSG = {
  jobTitle: `Choose one of the job titles: ${JOB_TITLES.join(', ')}`,
  practiceType: `Choose one of the practice types: ${PRACTICE_TYPES.join(', ')}`,
  avatar: 'The profile picture must be a PNG, JPEG or WebP image.',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordIncorrect: 'Current password is incorrect.',
  samePassword: 'The new password must be different from the current one',
  passwordsMismatch: MSG.passwordsMismatch,
} as const;

/**
 * Largest avatar data URL accepted (a 5 MB image in base64, the image store's own limit). The browser
 * sends a 400 px JPEG of a few dozen kB; API clients may send a larger picture, which is re-encoded.
 */
export const AVATAR_DATA_URL_MAX = 7_000_000;

/** `data:image/(png|jpeg|webp);base64,…` — the only way a new picture arrives. */
export const AVATAR_DATA_URL = /^data:image\/(?:png|jpeg|jpg|webp);base64,/;
/** The picture the user already has, sent back unchanged. */
export const AVATAR_IMAGE_PATH = /^\/api\/images\/[1-9]\d{0,9}$/;

const jobTitle = z.enum(JOB_TITLES, { error: PROFILE_MSG.jobTitle });
const practiceType = z.enum(PRACTICE_TYPES, { error: PROFILE_MSG.practiceType });

const avatarUrl = z
  .string({ error: PROFILE_MSG.avatar })
  .max(AVATAR_DATA_URL_MAX, { error: PROFILE_MSG.avatar })
  .refine((v) => AVATAR_DATA_URL.test(v) || AVATAR_IMAGE_PATH.test(v), { error: PROFILE_MSG.avatar });

/**
 * PATCH /api/user/profile. Every field is optional: an absent field stays as it is, null (or blank
 * text) clears it. avatar_url is a new picture as a data URL, the user's current `/api/images/{id}`
 * (unchanged), or null (removed). language is 'en-CA', 'fr-CA' or null (no choice).
 */
export const userProfileBody = z
  .object({
    display_name: optionalText(LIMITS.name),
    avatar_url: avatarUrl.nullable(),
    job_title: jobTitle.nullable(),
    practice_type: practiceType.nullable(),
    /** The product's language for this user; null forgets the choice. Also sets the `lang` cookie. */
    language: userLanguage.nullable(),
  })
  .partial();
export type UserProfileInput = z.input<typeof userProfileBody>;
export type UserProfileBody = z.output<typeof userProfileBody>;

/** SPEC §3 vet profile as GET/PATCH /api/vets/profile answer it: every field null until saved. */
export const vetProfile = z.object({
  name: z.string().nullable(),
  clinic_name: z.string().nullable(),
  license_number: z.string().nullable(),
  /** The province or territory that issued the licence (issue 59). */
  license_province: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  bio: z.string().nullable(),
  specialty: z.string().nullable(),
  phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  job_title: z.string().nullable(),
});
export type VetProfile = z.infer<typeof vetProfile>;

/** PATCH /api/vets/profile: like the user profile, absent fields stay, null or blank clears. */
export const vetProfileBody = z
  .object({
    name: optionalText(LIMITS.name),
    clinic_name: optionalText(LIMITS.name),
    license_number: optionalText(LIMITS.short),
    license_province: province().nullable(),
    province: province().nullable(),
    city: optionalText(LIMITS.short),
    bio: optionalText(LIMITS.text),
    specialty: optionalText(LIMITS.name),
    phone: optionalText(LIMITS.phone),
    contact_email: optionalEmail(),
    job_title: jobTitle.nullable(),
  })
  .partial();
export type VetProfileInput = z.input<typeof vetProfileBody>;
export type VetProfileBody = z.output<typeof vetProfileBody>;

export const currentPassword = z
  .string({ error: PROFILE_MSG.currentPasswordRequired })
  .min(1, { error: PROFILE_MSG.currentPasswordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: PROFILE_MSG.currentPasswordIncorrect });
/** The registration rules (at least 6, at most 256 characters); common passwords are refused on the server. */
const newPassword = registerBody.shape.password;

const passwordFields = z.object({ current_password: currentPassword, new_password: newPassword });
const differs = (v: { current_password: string; new_password: string }) => v.new_password !== v.current_password;

/** POST /api/user/password. */
export const passwordChangeBody = passwordFields.refine(differs, { error: PROFILE_MSG.samePassword, path: ['new_password'] });
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

/** The change-password form adds the confirmation; a mismatch is reported on it. */
export const passwordChangeForm = passwordFields
  .extend({ confirm_password: z.string() })
  .refine(differs, { error: PROFILE_MSG.samePassword, path: ['new_password'] })
  .refine((v) => v.new_password === v.confirm_password, { error: PROFILE_MSG.passwordsMismatch, path: ['confirm_password'] });
export type PasswordChangeForm = z.input<typeof passwordChangeForm>;
