import { type Selectable, sql } from 'kysely';
import type { VetProfile } from '@shared/contracts/profile';
import type { VetProfilesTable } from '../schema';

/** vet_profiles: the columns the API reads and the one row → VetProfile mapper. */
export const vetProfileColumns = [
  'vet_profiles.name',
  'vet_profiles.clinic_name',
  'vet_profiles.license_number',
  'vet_profiles.license_province',
  'vet_profiles.province',
  'vet_profiles.city',
  'vet_profiles.bio',
  'vet_profiles.specialty',
  'vet_profiles.phone',
  'vet_profiles.contact_email',
  'vet_profiles.job_title',
] as const;

/**
 * How a user is named on what they write and read: their professional name (vet profile), else their
 * display name, else their e-mail. An expression over `users` left-joined to `vet_profiles`: the
 * timeline, the access log and a message's sender all name people with it (docs/decisions/136).
 */
export const userSignature = sql<string>`coalesce(vet_profiles.name, users.display_name, users.username)`;

export type VetProfileRow = Omit<Selectable<VetProfilesTable>, 'user_id'>;

/** A vet's profile as the API shows it; every field null when it was never saved (no row). */
export function toVetProfile(row: VetProfileRow | undefined): VetProfile {
  return {
    name: row?.name ?? null,
    clinic_name: row?.clinic_name ?? null,
    license_number: row?.license_number ?? null,
    license_province: row?.license_province ?? null,
    province: row?.province ?? null,
    city: row?.city ?? null,
    bio: row?.bio ?? null,
    specialty: row?.specialty ?? null,
    phone: row?.phone ?? null,
    contact_email: row?.contact_email ?? null,
    job_title: row?.job_title ?? null,
  };
}
