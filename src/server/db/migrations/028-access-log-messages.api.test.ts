import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createTestContext, registerUser } from '../../test/context';
import { verifyListing } from '../../test/factories';
import { completeReferral } from '../../test/referrals';
import * as m028 from './028-access-log-messages';

const ctx = await createTestContext();
const { db } = ctx;

it('lets the access log hold reads of the conversation, keeping its rows and ids; down refuses them again', async () => {
  const vet = await registerUser(ctx.app, { role: 'vet' });
  const owner = await registerUser(ctx.app, { role: 'clinic' });
  const clinicId = (await ctx.inject('PATCH', '/api/clinics/profile', { as: owner.cookie, body: { name: 'Migration Hospital', address: '1 Up St', province: 'Ontario', contact_email: 'm028@test.example.ca' } })).json().id as number;
  await verifyListing(db, clinicId);
  const referralId = (await ctx.inject('POST', '/api/referrals', { as: vet.cookie, body: completeReferral(clinicId) })).json().id as number;
  const read = (what: string) =>
    sql`insert into referral_access_log (referral_id, user_id, user_name, user_email, party, clinic_id, what, attachment_id, at)
      values (${referralId}, ${vet.user.id}, 'Vet', ${vet.user.username}, 'vet', null, ${what}, null, '2026-12-01T00:00:00.000Z')`.execute(db);

  await m028.down(db);
  await read('detail');
  await expect(read('messages')).rejects.toThrow();
  const before = await db.selectFrom('referral_access_log').selectAll().orderBy('id').execute();

  await m028.up(db);
  expect(await db.selectFrom('referral_access_log').selectAll().orderBy('id').execute()).toEqual(before);
  await read('messages');
  await expect(read('anything')).rejects.toThrow();
  const after = await db.selectFrom('referral_access_log').select(['id', 'what']).where('referral_id', '=', referralId).orderBy('id').execute();
  expect(after.map((r) => r.what)).toEqual(['detail', 'messages']);
  // New ids follow the old ones.
  expect(Number(after[1]!.id)).toBeGreaterThan(Number(after[0]!.id));
  // The log still goes with its referral.
  await db.deleteFrom('referrals').where('id', '=', referralId).execute();
  expect(await db.selectFrom('referral_access_log').select('id').where('referral_id', '=', referralId).execute()).toEqual([]);
});
