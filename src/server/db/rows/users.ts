import type { Insertable, Selectable } from 'kysely';
import type { CurrentUser } from '@shared/contracts/auth';
import { imageUrlFor } from '../image-url';
import type { UsersTable } from '../schema';
import { nowIso } from '../search-key';

/**
 * users: the columns the API reads (never the password hash), the one row → CurrentUser mapper, and
 * the one place a new row's created_at is set.
 */
export const userColumns = [
  'users.id',
  'users.username',
  'users.role',
  'users.display_name',
  'users.avatar_image_id',
  'users.job_title',
  'users.practice_type',
  'users.language',
] as const;

export type UserRow = Omit<Selectable<UsersTable>, 'password_hash' | 'created_at'>;

/** The one place a user row becomes the API's user: the password hash never leaves here. */
export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: Number(row.id),
    username: row.username,
    role: row.role,
    display_name: row.display_name,
    avatar_url: imageUrlFor(row.avatar_image_id),
    job_title: row.job_title,
    practice_type: row.practice_type,
    language: row.language,
  };
}

export type UserInput = Omit<Insertable<UsersTable>, 'id' | 'created_at'> & { created_at?: string };

/** A new users row, created now unless given. */
export function toUserRow(input: UserInput, now: string = nowIso()): Insertable<UsersTable> {
  return { ...input, created_at: input.created_at ?? now };
}
