import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Specialty } from '@shared/contracts/catalogue';
import type { SpecialtiesTable } from '../schema';

/**
 * specialties (the catalogue): the columns the API reads, the one row → Specialty mapper, and the one
 * place a write's stored form is made (is_active as 0/1).
 */
export const specialtyColumns = ['specialties.id', 'specialties.name', 'specialties.name_fr', 'specialties.display_order', 'specialties.is_active'] as const;

export type SpecialtyRow = Selectable<SpecialtiesTable>;

/** The one place a specialties row becomes the API's specialty. */
export function toSpecialty(row: SpecialtyRow): Specialty {
  return {
    id: Number(row.id),
    name: row.name,
    name_fr: row.name_fr,
    display_order: Number(row.display_order),
    is_active: Number(row.is_active) === 1,
  };
}

export type SpecialtyInput = Omit<Insertable<SpecialtiesTable>, 'id' | 'is_active'> & { is_active: boolean };
export type SpecialtyPatchInput = Omit<Updateable<SpecialtiesTable>, 'id' | 'is_active'> & { is_active?: boolean };

/** A new specialties row, the flag stored as 0/1. */
export function toSpecialtyRow(input: SpecialtyInput): Insertable<SpecialtiesTable> {
  return { ...input, is_active: input.is_active ? 1 : 0 };
}

/** The SET of a catalogue edit: only the fields given, the flag as 0/1. */
export function toSpecialtyPatch(patch: SpecialtyPatchInput): Updateable<SpecialtiesTable> {
  const { is_active, ...rest } = patch;
  return { ...rest, ...(is_active !== undefined && { is_active: is_active ? 1 : 0 }) };
}
