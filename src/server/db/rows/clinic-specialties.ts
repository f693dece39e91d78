import type { Insertable, Selectable, Updateable } from 'kysely';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import type { Service } from '@shared/contracts/hospitals';
import type { ClinicSpecialtiesTable, SpecialtiesTable } from '../schema';
import { nowIso } from '../search-key';

/**
 * clinic_specialties (the specialties a listing offers): the columns the API reads, the row mappers,
 * and the one place the derived columns (accepting_emergency as 0/1, last_updated) are computed on
 * write. A row is shown with its catalogue entry, so the columns are read from
 * `clinic_specialties as cs` joined with `specialties as s`. wait_rank and clinic_key are the
 * database's own (migration 002).
 */
export const clinicSpecialtyColumns = [
  'cs.clinic_id',
  'cs.specialty_id',
  'cs.wait_time',
  'cs.accepting_emergency',
  'cs.notes',
  'cs.last_updated',
  's.name',
  's.name_fr',
  's.display_order',
  's.is_active',
] as const;

/** A row as `clinicSpecialtyColumns` read it: the listing's own columns and its catalogue entry's. */
export type ClinicSpecialtyRow = Omit<Selectable<ClinicSpecialtiesTable>, 'wait_rank' | 'clinic_key'> &
  Pick<Selectable<SpecialtiesTable>, 'name' | 'name_fr' | 'display_order' | 'is_active'>;

/** A listing's own specialty row (the clinic and admin screens), inactive catalogue entries flagged. */
export function toClinicSpecialty(row: ClinicSpecialtyRow): ClinicSpecialty {
  return {
    clinic_id: Number(row.clinic_id),
    specialty_id: Number(row.specialty_id),
    specialty: {
      id: Number(row.specialty_id),
      name: row.name,
      name_fr: row.name_fr,
      display_order: Number(row.display_order),
      is_active: Number(row.is_active) === 1,
    },
    wait_time: row.wait_time,
    accepting_emergency: Number(row.accepting_emergency) === 1,
    notes: row.notes,
    last_updated: row.last_updated,
  };
}

/** The same row as the hospital profile shows a service (its procedure waits are added by the caller). */
export function toService(row: ClinicSpecialtyRow): Omit<Service, 'procedures' | 'measured'> {
  return {
    clinic_id: Number(row.clinic_id),
    specialty_id: Number(row.specialty_id),
    specialty: { id: Number(row.specialty_id), name: row.name, name_fr: row.name_fr, display_order: Number(row.display_order) },
    wait_time: row.wait_time,
    accepting_emergency: Number(row.accepting_emergency) === 1,
    notes: row.notes,
    last_updated: row.last_updated,
  };
}

/** Columns computed on write (or by the database), never taken from a caller as stored. */
type Derived = 'accepting_emergency' | 'last_updated' | 'clinic_key';

/** What a listed specialty is written from; last_updated defaults to now (the seed and the bench back-date it). */
export type ClinicSpecialtyInput = Omit<Insertable<ClinicSpecialtiesTable>, Derived> & {
  accepting_emergency: boolean;
  last_updated?: string;
};
/** The editable fields only: clinic_id and specialty_id identify the row. */
export type ClinicSpecialtyPatchInput = Omit<Updateable<ClinicSpecialtiesTable>, Derived | 'clinic_id' | 'specialty_id'> & {
  accepting_emergency?: boolean;
};

/** A new clinic_specialties row: the emergency flag stored as 0/1, last_updated now unless given. */
export function toClinicSpecialtyRow(input: ClinicSpecialtyInput, now: string = nowIso()): Insertable<ClinicSpecialtiesTable> {
  return { ...input, accepting_emergency: input.accepting_emergency ? 1 : 0, last_updated: input.last_updated ?? now };
}

/** A SET the repository accepts: it always moves last_updated, so it comes from `toClinicSpecialtyPatch`. */
export type ClinicSpecialtySet = Updateable<ClinicSpecialtiesTable> & Pick<ClinicSpecialtiesTable, 'last_updated'>;

/** The SET of an edit: only the fields given, the flag as 0/1; last_updated moves on every edit. */
export function toClinicSpecialtyPatch(patch: ClinicSpecialtyPatchInput, now: string = nowIso()): ClinicSpecialtySet {
  const { accepting_emergency, ...rest } = patch;
  return { ...rest, ...(accepting_emergency !== undefined && { accepting_emergency: accepting_emergency ? 1 : 0 }), last_updated: now };
}
