import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createTestContext } from '../../test/context';
import { createClinic, specialtyId } from '../../test/factories';
import { nowIso } from '../search-key';
import * as m027 from './027-specialty-points';

/**
 * clinic_specialty_points (migration 027, docs/decisions/144) must always equal its definition: each
 * verified hospital with coordinates, once per specialty it lists, at its point and province. The
 * specialty search near a place reads it instead of clinics and clinic_specialties, so a row missing
 * hides a hospital from vets, and a stale one shows a withdrawn listing or a wrong distance.
 */
const { db } = await createTestContext();

type Point = { specialty_id: number; lat: number; lon: number; clinic_id: number; province: string };
const sorted = (rows: Point[]) =>
  rows
    .map((r) => ({ specialty_id: Number(r.specialty_id), lat: Number(r.lat), lon: Number(r.lon), clinic_id: Number(r.clinic_id), province: r.province }))
    .sort((a, b) => a.clinic_id - b.clinic_id || a.specialty_id - b.specialty_id);
const stored = async () => sorted(await db.selectFrom('clinic_specialty_points').selectAll().execute());
const defined = async () =>
  sorted(
    await db
      .selectFrom('clinic_specialties as cs')
      .innerJoin('clinics as c', 'c.id', 'cs.clinic_id')
      .select(['cs.specialty_id', 'c.lat', 'c.lon', 'c.id as clinic_id', 'c.province'])
      .where('c.verified_at', 'is not', null)
      .where('c.lat', 'is not', null)
      .where('c.lon', 'is not', null)
      .execute() as Point[],
  );
const pointsOf = async (id: number) => (await stored()).filter((p) => p.clinic_id === id);

it('adds the points of the hospitals already there, and down drops the table and its triggers', async () => {
  const id = await createClinic(db, { name: 'M027 Backfill Hospital', specialties: [{ name: 'Cardiology' }, { name: 'Oncology' }] });
  await m027.down(db);
  await expect(sql`select count(*) from clinic_specialty_points`.execute(db)).rejects.toThrow();
  // Without the triggers, writes still go through.
  await db.updateTable('clinics').set({ province: 'Quebec' }).where('id', '=', id).execute();
  await m027.up(db);
  const points = await pointsOf(id);
  expect(points.map((p) => [p.specialty_id, p.province])).toEqual([
    [await specialtyId(db, 'Cardiology'), 'Quebec'],
    [await specialtyId(db, 'Oncology'), 'Quebec'],
  ]);
  expect(points[0]!.lat).toBeTypeOf('number');
  expect(await stored()).toEqual(await defined());
});

it('follows every write to a hospital and its specialties', async () => {
  const cardiology = await specialtyId(db, 'Cardiology');
  const oncology = await specialtyId(db, 'Oncology');
  const listed = await createClinic(db, { name: 'M027 Listed Hospital', specialties: [{ name: 'Cardiology' }] });
  const pending = await createClinic(db, { name: 'M027 Pending Hospital', verified: false, specialties: [{ name: 'Cardiology' }] });
  expect((await pointsOf(listed)).map((p) => p.specialty_id)).toEqual([cardiology]);
  expect(await pointsOf(pending)).toEqual([]);

  const checks: Array<[string, () => Promise<unknown>]> = [
    ['a specialty added', () => db.insertInto('clinic_specialties').values({ clinic_id: listed, specialty_id: oncology, wait_time: '<1 week', accepting_emergency: 0, notes: null, last_updated: nowIso() }).execute()],
    ['a pending listing verified', () => db.updateTable('clinics').set({ verified_at: nowIso() }).where('id', '=', pending).execute()],
    ['a hospital moved', () => db.updateTable('clinics').set({ lat: 46.25, lon: -74.5 }).where('id', '=', listed).execute()],
    ['a hospital in another province', () => db.updateTable('clinics').set({ province: 'Quebec' }).where('id', '=', listed).execute()],
    ['a wait time changed (no point moves)', () => db.updateTable('clinic_specialties').set({ wait_time: '>8 weeks' }).where('clinic_id', '=', listed).execute()],
    ['a specialty re-keyed', () => db.updateTable('clinic_specialties').set({ specialty_id: oncology }).where('clinic_id', '=', pending).where('specialty_id', '=', cardiology).execute()],
    ['a hospital without coordinates', () => db.updateTable('clinics').set({ lat: null, lon: null }).where('id', '=', pending).execute()],
    ['a hospital placed again', () => db.updateTable('clinics').set({ lat: 45.25, lon: -75.75 }).where('id', '=', pending).execute()],
    ['a listing withdrawn', () => db.updateTable('clinics').set({ verified_at: null }).where('id', '=', listed).execute()],
    ['a listing verified again', () => db.updateTable('clinics').set({ verified_at: nowIso() }).where('id', '=', listed).execute()],
    ['a specialty removed', () => db.deleteFrom('clinic_specialties').where('clinic_id', '=', listed).where('specialty_id', '=', cardiology).execute()],
    ['a hospital deleted', () => db.deleteFrom('clinics').where('id', '=', pending).execute()],
  ];
  for (const [what, write] of checks) {
    await write();
    expect(await stored(), what).toEqual(await defined());
  }
  // The writes above did move things: the listed hospital is in Quebec at its new point, with oncology only.
  expect(await pointsOf(listed)).toEqual([{ specialty_id: oncology, lat: 46.25, lon: -74.5, clinic_id: listed, province: 'Quebec' }]);
  expect(await pointsOf(pending)).toEqual([]);
});
