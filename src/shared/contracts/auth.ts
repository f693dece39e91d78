import { z } from '@shared/zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
  SIGNUP_ROLES,
  USERNAME_MAX_LENGTH,
} from '../constants';
import { FIELD_MSG, LIMITS } from './field-rules';

/** Messages are SPEC §5's exact strings. */
export const MSG = {
  invalidEmail: 'Invalid email address',
  passwordMin: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordMax: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordsMismatch: 'Passwords do not match',
  roleInvalid: 'Account type must be Referring Veterinarian or Specialty Clinic',
  required: 'This field is required',
  nameRequired: 'Enter your name',
} as const;

const username = z
  .string({ error: MSG.invalidEmail })
  .trim()
  .max(USERNAME_MAX_LENGTH, { error: MSG.invalidEmail })
  .pipe(z.email({ error: MSG.invalidEmail }))
  .transform((s) => s.toLowerCase());

const password = z
  .string({ error: MSG.passwordMin })
  .min(PASSWORD_MIN_LENGTH, { error: MSG.passwordMin })
  .max(PASSWORD_MAX_LENGTH, { error: MSG.passwordMax });

/** POST /api/login. rememberMe is optional (the login form's flag): it lengthens the session. */
export const loginBody = z.object({
  username,
  password,
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.input<typeof loginBody>;

/** A person's name as others see it (issue 59: people are shown by name, never by login e-mail). */
export const personName = z
  .string({ error: MSG.nameRequired })
  .trim()
  .min(1, { error: MSG.nameRequired })
  .max(LIMITS.name, { error: FIELD_MSG.tooLong(LIMITS.name) });

/** POST /api/register. name: how colleagues and hospitals see the person (issue 59). */
export const registerBody = z.object({
  username,
  name: personName,
  password,
  role: z.enum(SIGNUP_ROLES, { error: MSG.roleInvalid }),
});
export type RegisterBody = z.input<typeof registerBody>;

/** The register form adds confirmPassword; the mismatch is reported on confirmPassword. */
export const registerForm = registerBody
  .extend({ confirmPassword: password })
  .refine((v) => v.password === v.confirmPassword, {
    error: MSG.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerForm>;

/** POST /api/password-reset: always 202, whether or not an account has the address (issue 18). */
export const passwordResetRequestBody = z.object({ username });
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBody>;

/** A token from a link in a mail: opaque URL-safe text, at most 200 characters. */
export const TOKEN_MSG = 'This link is not valid. Check that you copied all of it.';
export const linkToken = z.string({ error: TOKEN_MSG }).regex(/^[A-Za-z0-9_-]{16,200}$/, { error: TOKEN_MSG });

/** POST /api/password-reset/confirm: the new password follows the registration rules. */
export const passwordResetConfirmBody = z.object({ token: linkToken, password });
export type PasswordResetConfirmBody = z.input<typeof passwordResetConfirmBody>;

/** The reset form adds confirmPassword, reported on confirmPassword like registration's. */
export const passwordResetForm = z
  .object({ password, confirmPassword: password })
  .refine((v) => v.password === v.confirmPassword, { error: MSG.passwordsMismatch, path: ['confirmPassword'] });
export type PasswordResetForm = z.input<typeof passwordResetForm>;

/** /admin-login only requires both fields (SPEC §5). */
export const adminLoginForm = z.object({
  username: z.string().trim().min(1, { error: MSG.required }),
  password: z.string().min(1, { error: MSG.required }),
});
export type AdminLoginForm = z.input<typeof adminLoginForm>;

/** The languages a user may choose for the product (docs/decisions/071); en-CA is the default. */
export const USER_LANGUAGES = ['en-CA', 'fr-CA'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];
export const USER_LANGUAGE_MSG = 'Choose en-CA or fr-CA';
export const userLanguage = z.enum(USER_LANGUAGES, { error: USER_LANGUAGE_MSG });

export const currentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ROLES),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  job_title: z.string().nullable(),
  practice_type: z.string().nullable(),
  /**
   * The language the user chose (PATCH /api/user/profile); null until they choose. The server always
   * sends it; optional in the type only so that users the web builds without it (its test fixtures,
   * written before issue 17) still type-check.
   */
  language: userLanguage.nullable().optional(),
  /**
   * For clinic accounts: 'owner' of the listing, 'member' of its team (issue 18), or null before the
   * listing exists. Always null for vets and admins. Optional in the type for the same reason as language.
   */
  clinic_role: z.enum(['owner', 'member']).nullable().optional(),
});
export type CurrentUser = z.infer<typeof currentUser>;


