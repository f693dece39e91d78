import { z } from '@shared/zod';
import { JOB_TITLES, PRACTICE_TYPES, PROVINCES, type Role } from '@shared/constants';
import type { CurrentUser } from '@shared/contracts/auth';
import { type ClinicProfileInput, clinicProfileBody } from '@shared/contracts/clinic';
import type { Clinic } from '@shared/contracts/hospitals';
import { type UserProfileInput, type VetProfile, type VetProfileInput, userProfileBody, vetProfileBody } from '@shared/contracts/profile';

/**
 * The /profile form: one section per request body, built from the shared contracts so the page
 * and the routes validate alike. Only the signed-in role's section is present (vet or clinic;
 * admins have the user section alone).
 */
export const profileForm = z.object({
  user: userProfileBody.pick({ display_name: true, job_title: true, practice_type: true }),
  // The vet card shows neither licence number (not on the page, SPEC §2) nor its own job title
  // (the user's job title is written to both, docs/decisions/022).
  vet: vetProfileBody.omit({ license_number: true, job_title: true }).optional(),
  clinic: clinicProfileBody.optional(),
});
export type ProfileFormInput = z.input<typeof profileForm>;
export type ProfileFormOutput = z.output<typeof profileForm>;

/** What happens to the picture on the next save. */
export type AvatarChange = { kind: 'keep' } | { kind: 'new'; dataUrl: string } | { kind: 'remove' };

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | null =>
  value != null && (values as readonly string[]).includes(value) ? (value as T) : null;

export const userDefaults = (user: CurrentUser): ProfileFormInput['user'] => ({
  display_name: user.display_name ?? '',
  job_title: oneOf(JOB_TITLES, user.job_title),
  practice_type: oneOf(PRACTICE_TYPES, user.practice_type),
});

export const vetDefaults = (vet: VetProfile): NonNullable<ProfileFormInput['vet']> => ({
  name: vet.name ?? '',
  contact_email: vet.contact_email ?? '',
  phone: vet.phone ?? '',
  clinic_name: vet.clinic_name ?? '',
  city: vet.city ?? '',
  province: oneOf(PROVINCES, vet.province),
  specialty: vet.specialty ?? '',
  bio: vet.bio ?? '',
});

export const clinicDefaults = (clinic: Clinic | null): NonNullable<ProfileFormInput['clinic']> => ({
  name: clinic?.name ?? '',
  address: clinic?.address ?? '',
  city: clinic?.city ?? '',
  // Unset until chosen: the contract answers 'Province is required' on save.
  province: oneOf(PROVINCES, clinic?.province) as ClinicProfileInput['province'],
  contact_email: clinic?.contact_email ?? '',
  phone: clinic?.phone ?? '',
  website_url: clinic?.website_url ?? '',
  referral_instructions: clinic?.referral_instructions ?? '',
  description: clinic?.description ?? '',
});

/** Starting values for the signed-in role. */
export function profileDefaults(
  role: Role,
  user: CurrentUser,
  vet: VetProfile | undefined,
  clinic: Clinic | null | undefined,
): ProfileFormInput {
  if (role === 'vet' && vet) return { user: userDefaults(user), vet: vetDefaults(vet) };
  if (role === 'clinic' && clinic !== undefined) return { user: userDefaults(user), clinic: clinicDefaults(clinic) };
  return { user: userDefaults(user) };
}

export interface ProfileRequests {
  user: UserProfileInput;
  vet?: VetProfileInput;
  clinic?: ClinicProfileInput;
}

/** Splits validated form values into the request bodies Save Profile sends in parallel. */
export function toRequests(values: ProfileFormOutput, avatar: AvatarChange): ProfileRequests {
  const user: UserProfileInput = { ...values.user };
  if (avatar.kind === 'new') user.avatar_url = avatar.dataUrl;
  if (avatar.kind === 'remove') user.avatar_url = null;
  const requests: ProfileRequests = { user };
  if (values.vet) requests.vet = { ...values.vet, job_title: values.user.job_title ?? null };
  if (values.clinic) requests.clinic = values.clinic;
  return requests;
}
