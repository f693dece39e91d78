import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Clinic } from '@shared/contracts/hospitals';
import { type WeeklyHours, weeklyHours } from '@shared/contracts/fields';
import { imageUrlFor } from '../image-url';
import type { ClinicsTable } from '../schema';
import { coordinatesOf } from '../gazetteer';
import { matchKey, nowIso } from '../search-key';

/**
 * clinics: the columns the API reads, the one row → Clinic mapper, and the one place the derived
 * columns (search_key, lat, lon, created_at, updated_at) are computed on write. Every reader (hospital profile,
 * clinic and admin screens) selects `clinicColumns` and maps with `toClinic`; every writer (services,
 * seed, bench dataset, test factories) builds its row with `toClinicRow` / `toClinicPatch`.
 */
export const clinicColumns = [
  'clinics.id',
  'clinics.user_id',
  'clinics.name',
  'clinics.address',
  'clinics.city',
  'clinics.province',
  'clinics.phone',
  'clinics.contact_email',
  'clinics.website_url',
  'clinics.description',
  'clinics.referral_instructions',
  'clinics.logo_image_id',
  'clinics.language',
  'clinics.hours',
  'clinics.emergency_phone',
  'clinics.emergency_24_7',
  'clinics.verified_at',
  'clinics.rejected_at',
  'clinics.review_note',
] as const;

export type ClinicRow = Omit<Selectable<ClinicsTable>, 'search_key' | 'created_at' | 'updated_at' | 'lat' | 'lon' | 'acknowledge_business_hours' | 'decide_business_days'>;

/** The one place a clinics row becomes the API's clinic. */
export function toClinic(row: ClinicRow): Clinic {
  return {
    id: Number(row.id),
    user_id: row.user_id === null ? null : Number(row.user_id),
    name: row.name,
    address: row.address,
    city: row.city,
    province: row.province,
    phone: row.phone,
    contact_email: row.contact_email,
    website_url: row.website_url,
    description: row.description,
    referral_instructions: row.referral_instructions,
    logo_url: imageUrlFor(row.logo_image_id),
    language: row.language,
    hours: parseHours(row.hours),
    emergency_phone: row.emergency_phone,
    emergency_24_7: Number(row.emergency_24_7) === 1,
    verified_at: row.verified_at,
    rejected_at: row.rejected_at,
    review_note: row.review_note,
  };
}

/** Stored hours back to the contract's shape; anything unreadable counts as not listed. */
function parseHours(stored: string | null): WeeklyHours | null {
  if (stored === null) return null;
  try {
    const parsed = weeklyHours.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Columns computed on write, never taken from a caller. */
type Derived = 'id' | 'search_key' | 'lat' | 'lon' | 'created_at' | 'updated_at';

/** Fields written in the API's shape: hours as a list, the 24/7 service as a boolean. */
type Stated = 'hours' | 'emergency_24_7';
interface StatedInput {
  hours?: WeeklyHours | null;
  emergency_24_7?: boolean;
}

/**
 * What a listing is written from; the timestamps default to now (the seed and the bench back-date them).
 * Every writer says whether the listing starts verified (admins, seed) or pending (a clinic's own, issue 21).
 */
export type ClinicInput = Omit<Insertable<ClinicsTable>, Derived | Stated> &
  StatedInput &
  Partial<Pick<ClinicsTable, 'created_at' | 'updated_at'>> &
  Pick<ClinicsTable, 'verified_at'>;
export type ClinicPatchInput = Omit<Updateable<ClinicsTable>, Derived | Stated> & StatedInput;

/** Hours as JSON and the 24/7 flag as 0/1, each only when given (a PATCH changes only what it is sent). */
function stated<T extends StatedInput>(input: T) {
  const { hours, emergency_24_7, ...rest } = input;
  return {
    ...rest,
    ...(hours !== undefined && { hours: hours === null ? null : JSON.stringify(hours) }),
    ...(emergency_24_7 !== undefined && { emergency_24_7: emergency_24_7 ? 1 : 0 }),
  };
}

/**
 * What a listing's name, city and province decide: its search key (the name, then the city on a line of
 * its own, so a name search matches the city and no search term spans both; names still sort first;
 * db/search-key.ts matchKey) and the coordinates of its city (docs/decisions/094).
 */
export function clinicDerived(c: { name: string; city?: string | null; province: string }) {
  return { search_key: `${matchKey(c.name)}\n${c.city ? matchKey(c.city) : ' '}`, ...coordinatesOf(c.city, c.province) };
}

/** A new clinics row: search_key and coordinates from the name and city, timestamps now unless given. */
export function toClinicRow(input: ClinicInput, now: string = nowIso()): Insertable<ClinicsTable> {
  const { lat, lon, search_key } = clinicDerived(input);
  // Unknown coordinates are left to the column's default, so a row can still be written as at older migrations.
  return { ...stated(input), search_key, ...(lat !== null && { lat, lon }), created_at: input.created_at ?? now, updated_at: input.updated_at ?? now };
}

/** A SET the repository accepts: it always moves updated_at, so it comes from `toClinicPatch`. */
export type ClinicSet = Updateable<ClinicsTable> & Pick<ClinicsTable, 'updated_at'>;

/**
 * The SET of a listing edit; updated_at moves on every edit. The columns derived from the name, city and
 * province need the ones not sent too: the repository's updateClinic adds them (`withDerived`).
 */
export function toClinicPatch(patch: ClinicPatchInput, now: string = nowIso()): ClinicSet {
  return { ...stated(patch), updated_at: now };
}

/** Whether a SET changes what `clinicDerived` reads. */
export const changesDerived = (set: ClinicSet): boolean => set.name !== undefined || set.city !== undefined || set.province !== undefined;

/** A SET completed with the derived columns, from the listing's current name, city and province where the SET leaves them. */
export function withDerived(set: ClinicSet, current: { name: string; city: string | null; province: string }): ClinicSet {
  const next = { name: set.name ?? current.name, city: set.city === undefined ? current.city : set.city, province: set.province ?? current.province };
  return { ...set, ...clinicDerived(next) };
}
