import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { type TestContext, createAdmin, registerUser } from './context';
import { specialtyId, verifyListing } from './factories';
import { nowIso } from '../db/search-key';

/**
 * A small populated world for cross-cutting tests (authorization matrix, fuzzing): a vet, a clinic that
 * owns a listing with a specialty, a quote, a staff member and a procedure wait, a second clinic with
 * its own listing, a member of each clinic's team, a colleague in the vet's practice, a vet of another
 * practice, and an admin.
 */
type People<T> = { vet: T; colleague: T; otherVet: T; owner: T; member: T; otherClinic: T; otherMember: T; admin: T };
export interface World {
  cookies: People<string>;
  usernames: People<string>;
  ids: { ownClinic: number; otherClinic: number; specialty: number; spareSpecialty: number; pricing: number; staff: number; wait: number; vetUser: number; colleagueUser: number; practice: number };
}

export async function buildWorld(ctx: TestContext): Promise<World> {
  const { app, db } = ctx;
  const vet = await registerUser(app, { role: 'vet' });
  const colleague = await registerUser(app, { role: 'vet', name: 'Dr. World Colleague' });
  const otherVet = await registerUser(app, { role: 'vet', name: 'Dr. World Elsewhere' });
  const owner = await registerUser(app, { role: 'clinic' });
  const other = await registerUser(app, { role: 'clinic' });
  const member = await registerUser(app, { role: 'clinic' });
  const otherMember = await registerUser(app, { role: 'clinic' });
  const admin = await createAdmin(ctx);
  const specialty = await specialtyId(db, 'Cardiology');
  const spareSpecialty = await specialtyId(db, 'Oncology');

  // Every setup request must succeed: the id it answers is what the tests act on.
  const created = async (as: string, method: 'POST' | 'PATCH', url: string, body: object) => {
    const res = await ctx.inject(method, url, { as, body });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const profile = { name: 'World Owner Clinic', address: '1 World St', province: 'Ontario', contact_email: 'world@test.example.ca' };
  const ownClinic = (await created(owner.cookie, 'PATCH', '/api/clinics/profile', profile)).id as number;
  const otherClinic = (await created(other.cookie, 'PATCH', '/api/clinics/profile', { ...profile, name: 'World Other Clinic' })).id as number;
  // Listings a clinic makes wait for an admin (issue 21); the world's are verified.
  await verifyListing(db, ownClinic, otherClinic);
  await created(owner.cookie, 'POST', '/api/clinic-specialties', { specialty_id: specialty });
  const pricing = (await created(owner.cookie, 'POST', '/api/pricings', { procedure_name: 'World TPLO', price_range: '$5,000' })).id as number;
  const staff = (await created(owner.cookie, 'POST', '/api/staff', { name: 'Dr. World' })).id as number;
  const wait = (await created(owner.cookie, 'POST', '/api/procedure-waits', { specialty_id: specialty, procedure: 'World echo', wait_time: '<1 week' })).id as number;
  await created(vet.cookie, 'POST', '/api/bookmarks', { clinic_id: otherClinic });
  // Joining goes through a mailed invitation (team.api.test.ts); the world only needs the result.
  const joined = nowIso();
  await db
    .insertInto('clinic_members')
    .values([
      { user_id: member.user.id, clinic_id: ownClinic, invited_by: owner.user.id, created_at: joined },
      { user_id: otherMember.user.id, clinic_id: otherClinic, invited_by: other.user.id, created_at: joined },
    ])
    .execute();
  // The colleague leaves the practice registration gave them for the vet's (practice.api.test.ts joins by mail).
  const practice = Number((await db.selectFrom('practice_members').select('practice_id').where('user_id', '=', vet.user.id).executeTakeFirstOrThrow()).practice_id);
  await db.deleteFrom('practice_members').where('user_id', '=', colleague.user.id).execute();
  await db.insertInto('practice_members').values({ user_id: colleague.user.id, practice_id: practice, role: 'member', invited_by: vet.user.id, created_at: joined }).execute();

  return {
    cookies: { vet: vet.cookie, colleague: colleague.cookie, otherVet: otherVet.cookie, owner: owner.cookie, member: member.cookie, otherClinic: other.cookie, otherMember: otherMember.cookie, admin: admin.cookie },
    usernames: {
      vet: vet.user.username,
      colleague: colleague.user.username,
      otherVet: otherVet.user.username,
      owner: owner.user.username,
      member: member.user.username,
      otherClinic: other.user.username,
      otherMember: otherMember.user.username,
      admin: admin.user.username,
    },
    ids: { ownClinic, otherClinic, specialty, spareSpecialty, pricing, staff, wait, vetUser: vet.user.id, colleagueUser: colleague.user.id, practice },
  };
}

// Tables whose content a refused request must never change. Sessions, rate-limit counters and the
// audit log legitimately move on refused requests (expiry sliding, counting, recording).
const DATA_TABLES: (keyof Database)[] = [
  'users',
  'vet_profiles',
  'clinics',
  'specialties',
  'clinic_specialties',
  'procedure_waits',
  'pricings',
  'bookmarks',
  'staff_members',
  'images',
  'clinic_members',
  'invitations',
  'practices',
  'practice_members',
  'practice_invitations',
  'messages',
  'password_resets',
  'outbox',
  'referrals',
  'referral_events',
  'files',
  'file_chunks',
  'referral_attachments',
  'incidents',
];

/** A hash of every data table's rows, for "nothing changed" assertions. */
export async function snapshotDb(db: Db): Promise<string> {
  const hash = createHash('sha256');
  for (const table of DATA_TABLES) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1, 2`.execute(db);
    hash.update(table);
    for (const row of rows.rows) {
      // Bytes (file chunks, images) go to the hash as they are: turned into JSON, one accepted 5 MB upload
      // made every later snapshot take seconds, and the hostile-upload runs outlast their timeout.
      // (A Buffer must be taken out before JSON.stringify, whose toJSON makes it an array of numbers.)
      const bytes: Uint8Array[] = [];
      const plain = Object.entries(row).map(([k, v]) => [k, v instanceof Uint8Array ? (bytes.push(v), `<${v.length} bytes>`) : typeof v === 'bigint' ? String(v) : v]);
      hash.update(JSON.stringify(plain));
      for (const b of bytes) hash.update(b);
    }
  }
  return hash.digest('hex');
}
