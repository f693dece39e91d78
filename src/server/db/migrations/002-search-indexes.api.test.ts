import { describe, expect, it } from 'vitest';
import { WAIT_RANK, WAIT_RANK_UNKNOWN } from '@shared/constants';
import { createTestContext } from '../../test/context';
import { createClinic, specialtyId } from '../../test/factories';
import { searchKey } from '../search-key';
import { WAIT_RANK_AT_002 } from './002-search-indexes';

const { db } = await createTestContext();

describe('migration 002', () => {
  it('ranks waits as shared/constants does (a change there needs a new migration for wait_rank)', () => {
    expect(WAIT_RANK_AT_002).toEqual(WAIT_RANK);
  });

  it('computes wait_rank from wait_time on insert and update; unknown labels and no wait rank 80', async () => {
    const clinicId = await createClinic(db, { name: 'Rank Test', specialties: [{ name: 'Cardiology', wait_time: '<1 week' }] });
    const row = db.selectFrom('clinic_specialties').where('clinic_id', '=', clinicId);
    const rank = async () => Number((await row.select('wait_rank').executeTakeFirstOrThrow()).wait_rank);
    expect(await rank()).toBe(WAIT_RANK['<1 week']);
    for (const [wait, expected] of [
      ['Not accepting', WAIT_RANK['Not accepting']],
      ['Call us', WAIT_RANK_UNKNOWN],
      [null, WAIT_RANK_UNKNOWN],
    ] as const) {
      await db.updateTable('clinic_specialties').set({ wait_time: wait }).where('clinic_id', '=', clinicId).execute();
      expect(await rank(), String(wait)).toBe(expected);
    }
  });

  it("copies the hospital's search_key to its specialty rows on insert and on every rename", async () => {
    const clinicId = await createClinic(db, { name: 'Érable Referral', specialties: [{ name: 'Cardiology' }, { name: 'Oncology' }] });
    const keys = async () =>
      (await db.selectFrom('clinic_specialties').select('clinic_key').where('clinic_id', '=', clinicId).execute()).map((r) => r.clinic_key);
    expect(await keys()).toEqual(['erable referral\nottawa', 'erable referral\nottawa']); // the name, then the city (migration 013)
    await db.updateTable('clinics').set({ name: 'Bouleau Referral', search_key: searchKey('Bouleau Referral') }).where('id', '=', clinicId).execute();
    await db
      .insertInto('clinic_specialties')
      .values({ clinic_id: clinicId, specialty_id: await specialtyId(db, 'Neurology'), wait_time: null, accepting_emergency: 0, notes: null, last_updated: new Date().toISOString() })
      .execute();
    expect(await keys()).toEqual(['bouleau referral', 'bouleau referral', 'bouleau referral']);
  });
});
