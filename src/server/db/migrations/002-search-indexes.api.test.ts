import { describe, expect, it } from 'vitest';
import { WAIT_RANK, WAIT_RANK_UNKNOWN } from '@shared/constants';
import { createTestContext } from '../../test/context';
import { createClinic } from '../../test/factories';
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
});
