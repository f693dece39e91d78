import type { Insertable, Selectable, Updateable } from 'kysely';
import type { StaffMember } from '@shared/contracts/hospitals';
import { imageUrlFor } from '../image-url';
import type { StaffMembersTable } from '../schema';

/**
 * staff_members: the columns the API reads, the one row → StaffMember mapper, and the one place the
 * stored form of a write is made (specialties as a JSON array of strings).
 */
export const staffColumns = [
  'staff_members.id',
  'staff_members.name',
  'staff_members.title',
  'staff_members.specialties',
  'staff_members.bio',
  'staff_members.image_id',
] as const;

export type StaffRow = Pick<Selectable<StaffMembersTable>, 'id' | 'name' | 'title' | 'specialties' | 'bio' | 'image_id'>;

/** The one place a staff_members row becomes the API's staff member. */
export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: Number(row.id),
    name: row.name,
    title: row.title,
    specialties: parseStringArray(row.specialties),
    bio: row.bio,
    image_url: imageUrlFor(row.image_id),
  };
}

/** staff_members.specialties holds a JSON array of strings; anything else reads as empty. */
function parseStringArray(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** What a staff member is written from: specialties as a list (stored as JSON); the position is the caller's or the next free one. */
export type StaffInput = Omit<Insertable<StaffMembersTable>, 'id' | 'specialties' | 'position'> & { specialties: string[]; position?: number };
export type StaffPatchInput = Omit<Updateable<StaffMembersTable>, 'id' | 'clinic_id' | 'specialties'> & { specialties?: string[] };

/** A new staff_members row, its specialties stored as JSON. */
export function toStaffRow<T extends StaffInput>(input: T): Omit<T, 'specialties'> & { specialties: string } {
  return { ...input, specialties: JSON.stringify(input.specialties) };
}

/** The SET of a staff edit: only the fields given, the specialties as JSON. */
export function toStaffPatch(patch: StaffPatchInput): Updateable<StaffMembersTable> {
  const { specialties, ...rest } = patch;
  return { ...rest, ...(specialties !== undefined && { specialties: JSON.stringify(specialties) }) };
}
