import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createTestContext } from '../../test/context';
import { nowIso } from '../search-key';
import * as m006 from './006-languages';

const { db } = await createTestContext();

const columns = async (table: string) => Object.keys((await sql<Record<string, unknown>>`select * from ${sql.table(table)} limit 1`.execute(db)).rows[0] ?? {});

it('adds the language columns, gives seeded specialties their French names once, and down drops them', async () => {
  // Back to the schema before 006: the seeded catalogue, one renamed entry, one an admin added.
  await m006.down(db);
  expect(await columns('specialties')).not.toContain('name_fr');
  await db.updateTable('specialties').set({ name: 'Cardiology (renamed)' }).where('name', '=', 'Cardiology').execute();
  await db.insertInto('specialties').values({ name: 'Theriogenology', display_order: 99, is_active: 1 }).execute();
  await sql`insert into users (username, password_hash, role, created_at) values ('m006@test.example.ca', 'x', 'vet', ${nowIso()})`.execute(db);
  await sql`insert into clinics (name, province, search_key, created_at, updated_at) values ('M006 Hospital', 'Quebec', 'm006 hospital', ${nowIso()}, ${nowIso()})`.execute(db);

  await m006.up(db);

  const names = await db.selectFrom('specialties').select(['name', 'name_fr']).orderBy('name').execute();
  const frenchOf = Object.fromEntries(names.map((r) => [r.name, r.name_fr]));
  expect(frenchOf['Dermatology']).toBe('Dermatologie');
  expect(frenchOf['Emergency & Critical Care']).toBe('Urgentologie et soins intensifs');
  // Only the seeded English names are translated: renamed and added entries have none.
  expect(frenchOf['Cardiology (renamed)']).toBeNull();
  expect(frenchOf['Theriogenology']).toBeNull();
  expect(names.filter((r) => r.name_fr !== null)).toHaveLength(14);

  // Existing users and clinics have chosen nothing.
  const user = await db.selectFrom('users').select('language').where('username', '=', 'm006@test.example.ca').executeTakeFirstOrThrow();
  expect(user.language).toBeNull();
  const clinic = await db.selectFrom('clinics').select('language').where('name', '=', 'M006 Hospital').executeTakeFirstOrThrow();
  expect(clinic.language).toBeNull();

  // Only the known languages are stored.
  await db.updateTable('users').set({ language: 'fr-CA' }).where('username', '=', 'm006@test.example.ca').execute();
  await db.updateTable('clinics').set({ language: 'fr' }).where('name', '=', 'M006 Hospital').execute();
  await expect(sql`update users set language = 'fr' where username = 'm006@test.example.ca'`.execute(db)).rejects.toThrow();
  await expect(sql`update clinics set language = 'fr-CA' where name = 'M006 Hospital'`.execute(db)).rejects.toThrow();

  // down then up again: columns gone, then back.
  await m006.down(db);
  expect(await columns('users')).not.toContain('language');
  expect(await columns('clinics')).not.toContain('language');
  await m006.up(db);
  expect(await columns('users')).toContain('language');
  expect(await columns('clinics')).toContain('language');
});
