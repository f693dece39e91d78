import type { TestContext } from './context';
import { TEST_PASSWORD, uniqueEmail } from './context';
import type { World } from './world';
import { toClinicSpecialtyRow } from '../db/rows/clinic-specialties';
import { toClinicRow } from '../db/rows/clinics';
import { toPricingRow } from '../db/rows/pricings';
import { toProcedureWaitRow } from '../db/rows/procedure-waits';
import { toStaffRow } from '../db/rows/staff-members';
import { toUserRow } from '../db/rows/users';
import { nowIso } from '../db/search-key';
import { newLinkToken } from '../modules/auth/tokens';
import type { ReferralStatus } from '@shared/referral-status';

/**
 * One valid request per API route and the answer expected from each kind of caller. The
 * authorization matrix runs them as they are; the fuzzer mutates their bodies one field at a time.
 */
export type Who = 'anonymous' | 'vet' | 'colleague' | 'otherVet' | 'owner' | 'member' | 'otherClinic' | 'otherMember' | 'admin';
/**
 * member and otherMember are on the teams of the owner's and the other clinic's listings; colleague is
 * a member of the vet's practice (the vet owns it), otherVet a vet of another practice (issue 59).
 */
export const WHO: Who[] = ['anonymous', 'vet', 'colleague', 'otherVet', 'otherClinic', 'otherMember', 'owner', 'member', 'admin'];

export interface Case {
  /** The URL to call; may create a fresh row to act on. */
  url: (w: World) => string | Promise<string>;
  body?: (w: World, who: Who) => unknown;
  /** A multipart upload, with the form field that carries its file. */
  multipart?: 'logo' | 'file';
  /** Log the caller in afresh for this call (routes that end or replace the caller's session). */
  freshSession?: boolean;
  expect: Record<Who, number>;
}

export function routeCases(ctx: TestContext, png: Buffer): Record<string, Case> {
  const { db } = ctx;
  // Expectation shorthands.
  const all = (code: number): Record<Who, number> => ({ anonymous: code, vet: code, colleague: code, otherVet: code, owner: code, member: code, otherClinic: code, otherMember: code, admin: code });
  const signedIn = (code: number) => ({ ...all(code), anonymous: 401 });
  /** The roles that pass; 'vet' stands for every vet (the colleague and the other practice's too). */
  const only = (who: Who[], code: number) =>
    ({ ...all(403), anonymous: 401, ...Object.fromEntries(who.flatMap((x) => (x === 'vet' ? ['vet', 'colleague', 'otherVet'] : [x])).map((x) => [x, code])) }) as Record<Who, number>;
  /** A row of the vet's own (a draft, a bookmark…): other vets, the colleague too, get 404. */
  const vetOwn = (code: number) => ({ ...only(['vet'], 404), vet: code });
  /** The practice's team: its owner (the vet) manages it, the colleague is a member (403), another practice's rows are 404. */
  const practiceOwner = (code: number) => ({ ...only(['vet'], 404), vet: code, colleague: 403 });
  /** Anyone acting for a clinic (its owner or a member), on their own listing. */
  const clinics = (code: number) => only(['owner', 'member', 'otherClinic', 'otherMember'], code);
  /** Rows of the owner's clinic: its owner and members reach them; the other clinic's people get 404. */
  const ownRows = (code: number) => ({ ...clinics(code), otherClinic: 404, otherMember: 404 });
  /** The team: owners only (members 403); rows of the owner's team are 404 to the other owner. */
  const owners = (code: number) => only(['owner', 'otherClinic'], code);
  const ownTeamRows = (code: number) => ({ ...owners(code), otherClinic: 404 });
  /** A referral's parties (its vet, the receiving clinic's people) answer `code`; other clinics 404. */
  const parties = (code: number) => ({ ...all(code), anonymous: 401, otherClinic: 404, otherMember: 404, otherVet: 404 });

  // Fresh rows for routes that consume what they act on.
  const fresh = {
    async pricing(clinicId: number) {
      const r = await db
        .insertInto('pricings')
        .values(toPricingRow({ clinic_id: clinicId, specialty_id: null, procedure_name: 'Matrix quote', price_range: '$1', description: null }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async staff(clinicId: number) {
      const r = await db
        .insertInto('staff_members')
        .values(toStaffRow({ clinic_id: clinicId, name: 'Matrix Staff', title: null, specialties: [], bio: null, image_id: null, position: 99 }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async wait(clinicId: number, specialtyId: number) {
      const r = await db
        .insertInto('procedure_waits')
        .values(toProcedureWaitRow({ clinic_id: clinicId, specialty_id: specialtyId, procedure: 'Matrix wait', wait_time: '<1 week' }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async listed(clinicId: number, specialtyId: number) {
      await db.deleteFrom('clinic_specialties').where('clinic_id', '=', clinicId).where('specialty_id', '=', specialtyId).execute();
      await db
        .insertInto('clinic_specialties')
        .values(toClinicSpecialtyRow({ clinic_id: clinicId, specialty_id: specialtyId, wait_time: null, accepting_emergency: false, notes: null }))
        .execute();
    },
    async unlisted(clinicId: number, specialtyId: number) {
      await db.deleteFrom('clinic_specialties').where('clinic_id', '=', clinicId).where('specialty_id', '=', specialtyId).execute();
    },
    async clinic() {
      const r = await db
        .insertInto('clinics')
        .values(
          toClinicRow({ user_id: null, name: 'Matrix Hospital', address: null, city: null, province: 'Ontario', phone: null, contact_email: null, website_url: null, description: null, referral_instructions: null, logo_image_id: null, verified_at: nowIso() }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    },
    /** A pending invitation to the clinic, with the token its mail would carry. */
    async invitation(clinicId: number) {
      const { token, hash } = newLinkToken();
      const r = await db
        .insertInto('invitations')
        .values({ token_hash: hash, clinic_id: clinicId, email: uniqueEmail('invitee'), invited_by: null, created_at: nowIso(), expires_at: new Date(Date.now() + 86_400_000).toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: Number(r.id), token };
    },
    /** A pending invitation to the practice. */
    async practiceInvitation(practiceId: number) {
      const r = await db
        .insertInto('practice_invitations')
        .values({ token_hash: newLinkToken().hash, practice_id: practiceId, email: uniqueEmail('invitee'), invited_by: null, created_at: nowIso(), expires_at: new Date(Date.now() + 86_400_000).toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    },
    /** A new vet account in the practice. */
    async practiceMember(practiceId: number) {
      const r = await db.insertInto('users').values(toUserRow({ username: uniqueEmail('colleague'), password_hash: 'x', role: 'vet', display_name: 'Matrix Colleague' })).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('practice_members').values({ user_id: Number(r.id), practice_id: practiceId, role: 'member', invited_by: null, created_at: nowIso() }).execute();
      return Number(r.id);
    },
    /** A new clinic account on the clinic's team. */
    async member(clinicId: number) {
      const r = await db
        .insertInto('users')
        .values(toUserRow({ username: uniqueEmail('member'), password_hash: 'x', role: 'clinic' }))
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('clinic_members').values({ user_id: Number(r.id), clinic_id: clinicId, invited_by: null, created_at: nowIso() }).execute();
      return Number(r.id);
    },
    /** A reset link for a throwaway account. */
    async resetToken() {
      const r = await db
        .insertInto('users')
        .values(toUserRow({ username: uniqueEmail('reset'), password_hash: 'x', role: 'vet' }))
        .returning('id')
        .executeTakeFirstOrThrow();
      const { token, hash } = newLinkToken();
      await db.insertInto('password_resets').values({ token_hash: hash, user_id: Number(r.id), created_at: nowIso(), expires_at: new Date(Date.now() + 600_000).toISOString(), used_at: null }).execute();
      return token;
    },
    async mail(status: 'pending' | 'failed') {
      const now = nowIso();
      const r = await db
        .insertInto('outbox')
        .values({ kind: 'password_reset', to_address: 'matrix@test.example.ca', reply_to: null, subject: 'Matrix', html: '<p>m</p>', text: 'm', language: 'en-CA', status, tries: status === 'failed' ? 8 : 0, next_at: now, claimed_until: null, last_error: null, message_id: `<${Math.random()}@test>`, created_at: now, sent_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    },
    /** An incident in the register, known on the given day (more than 5 years ago: deletable). */
    async incident(knownOn: string) {
      const now = nowIso();
      const r = await db
        .insertInto('incidents')
        .values({ occurred_on: knownOn, known_on: knownOn, description: 'Matrix incident', data_concerned: 'Names', people_concerned: 'Two owners', people_count: 2, serious_risk: 0, commission_notified_on: null, persons_notified_on: null, measures: null, created_by: null, created_by_name: 'Matrix', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    },
    /** A referral from the world's vet to the owner's clinic, at a status, with a file of the vet's if asked. */
    async referral(x: World, status: ReferralStatus, withFile = false) {
      const now = nowIso();
      const r = await db
        .insertInto('referrals')
        .values({ vet_id: x.ids.vetUser, practice_id: x.ids.practice, clinic_id: x.ids.ownClinic, status, urgency: 'routine', patient_name: 'Matrix', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const referralId = Number(r.id);
      if (!withFile) return { id: referralId, attachment: 0 };
      const f = await db.insertInto('files').values({ sha256: 'matrix', content_type: 'image/png', size: png.length, created_at: now }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('file_chunks').values({ file_id: Number(f.id), seq: 0, bytes: png }).execute();
      const a = await db
        .insertInto('referral_attachments')
        .values({ referral_id: referralId, file_id: Number(f.id), kind: 'attachment', filename: 'matrix.png', description: null, uploaded_by: x.ids.vetUser, uploaded_by_name: 'Matrix Vet', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: referralId, attachment: Number(a.id) };
    },
    async image() {
      const r = await db.insertInto('images').values({ content_type: 'image/png', bytes: png, sha256: 'matrix', width: 300, height: 300, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
  };

  const clinicProfile = { name: 'World Owner Clinic', address: '1 World St', province: 'Ontario', contact_email: 'world@test.example.ca', language: 'en' };

  return {
    // ---- auth and site ----
    'GET /api/user': { url: () => '/api/user', expect: signedIn(200) },
    'POST /api/login': { url: () => '/api/login', freshSession: true, body: () => ({ username: 'vet.login@test.example.ca', password: TEST_PASSWORD }), expect: all(200) },
    'POST /api/register': { url: () => '/api/register', freshSession: true, body: () => ({ username: uniqueEmail('matrix'), password: TEST_PASSWORD, role: 'vet', name: 'Dr. Test Vet' }), expect: all(201) },
    'POST /api/logout': { url: () => '/api/logout', freshSession: true, expect: all(204) },
    'GET /api/meta': { url: () => '/api/meta', expect: all(200) },
    'GET /api/images/:id': { url: async () => `/api/images/${await fresh.image()}`, expect: all(200) },
    // ---- catalogue, search, hospitals ----
    'GET /api/specialties/active': { url: () => '/api/specialties/active', expect: signedIn(200) },
    'GET /api/specialties': { url: () => '/api/specialties', expect: signedIn(200) },
    'GET /api/specialties/:id/search': { url: (x) => `/api/specialties/${x.ids.specialty}/search`, expect: signedIn(200) },
    'GET /api/hospitals/search': { url: () => '/api/hospitals/search?name=world', expect: signedIn(200) },
    'GET /api/places': { url: () => '/api/places?q=ottawa', expect: signedIn(200) },
    'GET /api/search/suggestions': { url: () => '/api/search/suggestions?q=chimoterapy', expect: signedIn(200) },
    'GET /api/hospitals/:id': { url: (x) => `/api/hospitals/${x.ids.ownClinic}`, expect: signedIn(200) },
    'GET /api/hospitals/:id/internal': { url: (x) => `/api/hospitals/${x.ids.ownClinic}/internal`, expect: only(['vet'], 200) },
    // ---- bookmarks ----
    'GET /api/bookmarks': { url: () => '/api/bookmarks', expect: only(['vet'], 200) },
    'GET /api/bookmarks/check/:clinicId': { url: (x) => `/api/bookmarks/check/${x.ids.ownClinic}`, expect: only(['vet'], 200) },
    'POST /api/bookmarks': { url: () => '/api/bookmarks', body: (x) => ({ clinic_id: x.ids.ownClinic }), expect: only(['vet'], 201) },
    'DELETE /api/bookmarks/:clinicId': { url: (x) => `/api/bookmarks/${x.ids.ownClinic}`, expect: only(['vet'], 204) },
    // ---- profile ----
    'PATCH /api/user/profile': { url: () => '/api/user/profile', body: () => ({ display_name: 'Matrix Name', language: 'fr-CA' }), expect: signedIn(200) },
    'GET /api/vets/profile': { url: () => '/api/vets/profile', expect: only(['vet'], 200) },
    'PATCH /api/vets/profile': { url: () => '/api/vets/profile', body: () => ({ city: 'Ottawa' }), expect: only(['vet'], 200) },
    // A wrong current password: the policy lets every signed-in user through to the 400.
    'POST /api/user/password': { url: () => '/api/user/password', body: () => ({ current_password: 'not-the-password', new_password: 'Brand-New-Pass-31' }), expect: signedIn(400) },
    // ---- the practice's team (issue 59): every vet reads theirs; its owner manages it ----
    'GET /api/practice/team': { url: () => '/api/practice/team', expect: only(['vet'], 200) },
    // The other practice's vet owns their own one-person practice, and invites to it.
    'POST /api/practice/team/invitations': { url: () => '/api/practice/team/invitations', body: () => ({ email: uniqueEmail('matrix.colleague') }), expect: { ...only(['vet'], 201), colleague: 403 } },
    'DELETE /api/practice/team/invitations/:id': { url: async (x) => `/api/practice/team/invitations/${await fresh.practiceInvitation(x.ids.practice)}`, expect: practiceOwner(204) },
    'DELETE /api/practice/team/:userId': { url: async (x) => `/api/practice/team/${await fresh.practiceMember(x.ids.practice)}`, expect: practiceOwner(204) },
    // ---- the user's own data (issue 23) ----
    'GET /api/me/export': { url: () => '/api/me/export', expect: signedIn(200) },
    // A wrong password: the policy lets every signed-in user through to the 400 (a right one would delete the world's accounts).
    'DELETE /api/me': { url: () => '/api/me', body: () => ({ password: 'not-the-password' }), expect: signedIn(400) },
    // ---- the clinic's own listing ----
    'GET /api/clinics/profile': { url: () => '/api/clinics/profile', expect: clinics(200) },
    'PATCH /api/clinics/profile': { url: () => '/api/clinics/profile', body: (_x, who) => ({ ...clinicProfile, name: who === 'owner' || who === 'member' ? 'World Owner Clinic' : 'World Other Clinic' }), expect: clinics(200) },
    'GET /api/pricings': { url: () => '/api/pricings', expect: clinics(200) },
    'POST /api/pricings': { url: () => '/api/pricings', body: () => ({ procedure_name: 'Matrix TPLO', price_range: '$4,000' }), expect: clinics(201) },
    'PATCH /api/pricings/:id': { url: async (x) => `/api/pricings/${await fresh.pricing(x.ids.ownClinic)}`, body: () => ({ price_range: '$9' }), expect: ownRows(200) },
    'DELETE /api/pricings/:id': { url: async (x) => `/api/pricings/${await fresh.pricing(x.ids.ownClinic)}`, expect: ownRows(204) },
    'GET /api/clinic-specialties': { url: () => '/api/clinic-specialties', expect: clinics(200) },
    'POST /api/clinic-specialties': {
      url: async (x) => {
        await fresh.unlisted(x.ids.ownClinic, x.ids.spareSpecialty);
        await fresh.unlisted(x.ids.otherClinic, x.ids.spareSpecialty);
        return '/api/clinic-specialties';
      },
      body: (x) => ({ specialty_id: x.ids.spareSpecialty }),
      expect: clinics(201),
    },
    'PATCH /api/clinic-specialties/:specialtyId': {
      url: async (x) => {
        await fresh.listed(x.ids.ownClinic, x.ids.spareSpecialty);
        await fresh.unlisted(x.ids.otherClinic, x.ids.spareSpecialty);
        return `/api/clinic-specialties/${x.ids.spareSpecialty}`;
      },
      body: () => ({ accepting_emergency: true }),
      expect: ownRows(200),
    },
    'DELETE /api/clinic-specialties/:specialtyId': {
      url: async (x) => {
        await fresh.listed(x.ids.ownClinic, x.ids.spareSpecialty);
        await fresh.unlisted(x.ids.otherClinic, x.ids.spareSpecialty);
        return `/api/clinic-specialties/${x.ids.spareSpecialty}`;
      },
      expect: ownRows(204),
    },
    'GET /api/procedure-waits': { url: () => '/api/procedure-waits', expect: clinics(200) },
    // The other clinic does not list the specialty, so for it the same body is a 400.
    'POST /api/procedure-waits': { url: () => '/api/procedure-waits', body: (x) => ({ specialty_id: x.ids.specialty, procedure: 'Matrix echo', wait_time: '<1 week' }), expect: { ...only(['owner', 'member'], 201), otherClinic: 400, otherMember: 400 } },
    'PATCH /api/procedure-waits/:id': { url: async (x) => `/api/procedure-waits/${await fresh.wait(x.ids.ownClinic, x.ids.specialty)}`, body: () => ({ wait_time: '>8 weeks' }), expect: ownRows(200) },
    'DELETE /api/procedure-waits/:id': { url: async (x) => `/api/procedure-waits/${await fresh.wait(x.ids.ownClinic, x.ids.specialty)}`, expect: ownRows(204) },
    'GET /api/staff': { url: () => '/api/staff', expect: clinics(200) },
    'POST /api/staff': { url: () => '/api/staff', body: () => ({ name: 'Matrix Vet' }), expect: clinics(201) },
    'PUT /api/staff/order': {
      url: () => '/api/staff/order',
      body: async (x) => ({ ids: (await db.selectFrom('staff_members').select('id').where('clinic_id', '=', x.ids.ownClinic).orderBy('id').execute()).map((r) => Number(r.id)) }),
      expect: { ...only(['owner', 'member'], 200), otherClinic: 400, otherMember: 400 },
    },
    'PATCH /api/staff/:id': { url: async (x) => `/api/staff/${await fresh.staff(x.ids.ownClinic)}`, body: () => ({ title: 'Matrix title' }), expect: ownRows(200) },
    'DELETE /api/staff/:id': { url: async (x) => `/api/staff/${await fresh.staff(x.ids.ownClinic)}`, expect: ownRows(204) },
    // ---- password reset, messages, teams, mail (issue 18) ----
    // A fresh address each time: the per-address limit must not turn a valid request into a 429.
    'POST /api/password-reset': { url: () => '/api/password-reset', body: () => ({ username: uniqueEmail('forgot') }), expect: all(202) },
    'POST /api/password-reset/confirm': { url: () => '/api/password-reset/confirm', body: async () => ({ token: await fresh.resetToken(), password: 'Matrix-Reset-Pass-4' }), expect: all(204) },
    'POST /api/hospitals/:id/messages': { url: (x) => `/api/hospitals/${x.ids.ownClinic}/messages`, body: () => ({ message: 'Matrix message' }), expect: only(['vet'], 201) },
    'GET /api/messages': { url: () => '/api/messages', expect: only(['vet', 'owner', 'member', 'otherClinic', 'otherMember'], 200) },
    'GET /api/messages/unread': { url: () => '/api/messages/unread', expect: only(['vet', 'owner', 'member', 'otherClinic', 'otherMember'], 200) },
    'POST /api/messages/read': { url: () => '/api/messages/read', body: () => ({ all: true }), expect: only(['vet', 'owner', 'member', 'otherClinic', 'otherMember'], 204) },
    // Decision 155: the thread of the vet's message to the owner's clinic; other clinics do not find it.
    'POST /api/messages/:id/replies': {
      url: async (x) => {
        const m = await db
          .insertInto('messages')
          .values({ clinic_id: x.ids.ownClinic, sender_id: x.ids.vetUser, sender_name: 'Matrix Vet', sender_email: 'matrix-vet@example.ca', sender_clinic: null, sender_phone: null, body: 'Matrix message', created_at: nowIso(), read_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        return `/api/messages/${Number(m.id)}/replies`;
      },
      body: () => ({ message: 'Matrix answer' }),
      // A message is its writer's, not their practice's: the colleague does not find it.
      expect: { ...parties(201), colleague: 404, admin: 403 },
    },
    'GET /api/clinic/referral-stats': { url: () => '/api/clinic/referral-stats', expect: clinics(200) },
    // Issue 21: each clinic account confirms, and sets or removes the logo of, the listing it acts for.
    'POST /api/clinic/wait-times/confirm': { url: () => '/api/clinic/wait-times/confirm', expect: clinics(200) },
    'POST /api/clinics/profile/logo': { url: () => '/api/clinics/profile/logo', multipart: 'logo', expect: clinics(200) },
    'DELETE /api/clinics/profile/logo': { url: () => '/api/clinics/profile/logo', expect: clinics(200) },
    // Issue 59: the hospital's referral targets (set by its owner) and who may be assigned its referrals.
    'GET /api/clinic/referral-targets': { url: () => '/api/clinic/referral-targets', expect: clinics(200) },
    'PATCH /api/clinic/referral-targets': { url: () => '/api/clinic/referral-targets', body: () => ({ acknowledge_business_hours: 8 }), expect: only(['owner', 'otherClinic'], 200) },
    'GET /api/clinic/referral-assignees': { url: () => '/api/clinic/referral-assignees', expect: clinics(200) },
    'GET /api/clinic/team': { url: () => '/api/clinic/team', expect: owners(200) },
    'POST /api/clinic/team/invitations': { url: () => '/api/clinic/team/invitations', body: () => ({ email: uniqueEmail('colleague') }), expect: owners(201) },
    'DELETE /api/clinic/team/invitations/:id': { url: async (x) => `/api/clinic/team/invitations/${(await fresh.invitation(x.ids.ownClinic)).id}`, expect: ownTeamRows(204) },
    'DELETE /api/clinic/team/:userId': { url: async (x) => `/api/clinic/team/${await fresh.member(x.ids.ownClinic)}`, expect: ownTeamRows(204) },
    'GET /api/invitations/:token': { url: async (x) => `/api/invitations/${(await fresh.invitation(x.ids.ownClinic)).token}`, expect: all(200) },
    // The invited address has no account: whoever holds the link creates it (and is signed in as it).
    'POST /api/invitations/:token/accept': {
      url: async (x) => `/api/invitations/${(await fresh.invitation(x.ids.ownClinic)).token}/accept`,
      freshSession: true,
      body: () => ({ name: 'Matrix Member', password: 'Matrix-Member-Pass-5' }),
      expect: all(200),
    },
    'GET /api/admin/mail': { url: () => '/api/admin/mail?status=pending', expect: only(['admin'], 200) },
    'GET /api/admin/mail/:id': { url: async () => `/api/admin/mail/${await fresh.mail('pending')}`, expect: only(['admin'], 200) },
    'POST /api/admin/mail/:id/retry': { url: async () => `/api/admin/mail/${await fresh.mail('failed')}/retry`, expect: only(['admin'], 200) },
    // ---- referrals (issue 19): parties only; everyone else gets a 404, admins included ----
    'POST /api/referrals': { url: () => '/api/referrals', body: (x) => ({ clinic_id: x.ids.ownClinic, patient: { name: 'Matrix' } }), expect: only(['vet'], 201) },
    'PATCH /api/referrals/:id': { url: async (x) => `/api/referrals/${(await fresh.referral(x, 'draft')).id}`, body: () => ({ reason: 'Matrix reason' }), expect: vetOwn(200) },
    'DELETE /api/referrals/:id': { url: async (x) => `/api/referrals/${(await fresh.referral(x, 'draft')).id}`, expect: vetOwn(204) },
    'GET /api/referrals': { url: () => '/api/referrals?box=sent', expect: only(['vet', 'owner', 'member', 'otherClinic', 'otherMember'], 200) },
    'GET /api/referrals/:id': { url: async (x) => `/api/referrals/${(await fresh.referral(x, 'received')).id}`, expect: { ...parties(200), admin: 404 } },
    // Accepting is the clinic's move: the vet is a party (409), not a stranger (404).
    'POST /api/referrals/:id/status': { url: async (x) => `/api/referrals/${(await fresh.referral(x, 'received')).id}/status`, body: () => ({ status: 'accepted' }), expect: { ...parties(200), vet: 409, colleague: 409, admin: 404 } },
    // Issue 59: the hospital's people assign its referrals to one of them; the other clinic's do not see it.
    'POST /api/referrals/:id/assign': {
      url: async (x) => `/api/referrals/${(await fresh.referral(x, 'received')).id}/assign`,
      body: async (x) => ({ user_id: Number((await db.selectFrom('users').select('id').where('username', '=', x.usernames.member).executeTakeFirstOrThrow()).id) }),
      expect: { ...only(['owner', 'member'], 200), otherClinic: 404, otherMember: 404 },
    },
    'POST /api/referrals/:id/redirect': { url: async (x) => `/api/referrals/${(await fresh.referral(x, 'declined')).id}/redirect`, body: (x) => ({ clinic_id: x.ids.otherClinic }), expect: { ...only(['vet'], 201), otherVet: 404 } },
    // While accepted, the vet adds records and the clinic its report.
    'POST /api/referrals/:id/attachments': { url: async (x) => `/api/referrals/${(await fresh.referral(x, 'accepted')).id}/attachments`, multipart: 'file', expect: { ...parties(201), admin: 404 } },
    'GET /api/referrals/:id/attachments/:attachmentId': {
      url: async (x) => {
        const r = await fresh.referral(x, 'received', true);
        return `/api/referrals/${r.id}/attachments/${r.attachment}`;
      },
      expect: { ...parties(200), admin: 404 },
    },
    // Letters (issue 20): the referral as a PDF; the report once completed.
    'GET /api/referrals/:id/letter.pdf': { url: async (x) => `/api/referrals/${(await fresh.referral(x, 'received', true)).id}/letter.pdf`, expect: { ...parties(200), admin: 404 } },
    'GET /api/referrals/:id/report.pdf': { url: async (x) => `/api/referrals/${(await fresh.referral(x, 'completed')).id}/report.pdf?paper=a4`, expect: { ...parties(200), admin: 404 } },
    // A draft's file: only its uploader removes it; the clinic does not see drafts.
    'DELETE /api/referrals/:id/attachments/:attachmentId': {
      url: async (x) => {
        const r = await fresh.referral(x, 'draft', true);
        return `/api/referrals/${r.id}/attachments/${r.attachment}`;
      },
      expect: { ...parties(404), vet: 204, admin: 404 },
    },
    // The conversation: the parties read and write it; everyone else (admins too) gets the referral's 404.
    // Who at the hospital opened it (issue 23): the parties only.
    'GET /api/referrals/:id/access-log': { url: async (x) => `/api/referrals/${(await fresh.referral(x, 'received')).id}/access-log`, expect: { ...parties(200), admin: 404 } },
    'GET /api/referrals/:id/messages': { url: async (x) => `/api/referrals/${(await fresh.referral(x, 'received')).id}/messages`, expect: { ...parties(200), admin: 404 } },
    'POST /api/referrals/:id/messages': {
      url: async (x) => `/api/referrals/${(await fresh.referral(x, 'received')).id}/messages`,
      body: () => ({ body: 'Matrix message: is the patient fasting?' }),
      expect: { ...parties(201), admin: 404 },
    },
    // Notifications are the caller's own (vets and clinic people); admins receive none.
    'GET /api/notifications': { url: () => '/api/notifications', expect: only(['vet', 'owner', 'member', 'otherClinic', 'otherMember'], 200) },
    'GET /api/notifications/unread': { url: () => '/api/notifications/unread', expect: only(['vet', 'owner', 'member', 'otherClinic', 'otherMember'], 200) },
    'POST /api/notifications/read': { url: () => '/api/notifications/read', body: () => ({ all: true }), expect: only(['vet', 'owner', 'member', 'otherClinic', 'otherMember'], 200) },
    'GET /api/notifications/settings': { url: () => '/api/notifications/settings', expect: only(['vet', 'owner', 'member', 'otherClinic', 'otherMember'], 200) },
    'PATCH /api/notifications/settings': { url: () => '/api/notifications/settings', body: () => ({ email: { message: true } }), expect: only(['vet', 'owner', 'member', 'otherClinic', 'otherMember'], 200) },
    'GET /api/admin/referrals/stats': { url: () => '/api/admin/referrals/stats', expect: only(['admin'], 200) },
    // ---- admin ----
    // ---- the incident register (issue 23): admins only ----
    'GET /api/admin/incidents': { url: () => '/api/admin/incidents', expect: only(['admin'], 200) },
    'GET /api/admin/incidents.csv': { url: () => '/api/admin/incidents.csv', expect: only(['admin'], 200) },
    'POST /api/admin/incidents': {
      url: () => '/api/admin/incidents',
      body: () => ({ occurred_on: '2026-11-01', known_on: '2026-11-02', description: 'Matrix', data_concerned: 'Names', people_concerned: 'One owner', serious_risk: false }),
      expect: only(['admin'], 201),
    },
    'PATCH /api/admin/incidents/:id': { url: async () => `/api/admin/incidents/${await fresh.incident('2026-11-02')}`, body: () => ({ persons_notified_on: '2026-11-03' }), expect: only(['admin'], 200) },
    'DELETE /api/admin/incidents/:id': { url: async () => `/api/admin/incidents/${await fresh.incident('2019-01-15')}`, expect: only(['admin'], 204) },
    'GET /api/admin/stats': { url: () => '/api/admin/stats', expect: only(['admin'], 200) },
    'GET /api/admin/audit': { url: () => '/api/admin/audit?action=auth.&limit=20', expect: only(['admin'], 200) },
    'GET /api/admin/specialties': { url: () => '/api/admin/specialties', expect: only(['admin'], 200) },
    'POST /api/admin/specialties': { url: () => '/api/admin/specialties', body: () => ({ name: `Matrix Specialty ${Math.random().toString(36).slice(2, 8)}`, name_fr: 'Spécialité matrice' }), expect: only(['admin'], 201) },
    'PATCH /api/admin/specialties/:id': { url: (x) => `/api/admin/specialties/${x.ids.spareSpecialty}`, body: () => ({ is_active: true, name_fr: 'Oncologie' }), expect: only(['admin'], 200) },
    'GET /api/admin/clinics': { url: () => '/api/admin/clinics', expect: only(['admin'], 200) },
    'GET /api/admin/search-terms': { url: () => '/api/admin/search-terms', expect: only(['admin'], 200) },
    'POST /api/admin/search-terms': {
      url: () => '/api/admin/search-terms',
      body: () => ({ concept: 'matrix', term: `Matrix term ${Math.random().toString(36).slice(2, 8)}` }),
      expect: only(['admin'], 201),
    },
    'DELETE /api/admin/search-terms/:id': {
      url: async () => {
        const { id } = await db
          .insertInto('search_terms')
          .values({ concept: 'matrix', term: 'Spare', term_key: `spare ${Math.random().toString(36).slice(2, 8)}`, language: null, abbreviation: 0, specialty_id: null, added_by: null, added_by_admin: 1, created_at: new Date().toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return `/api/admin/search-terms/${id}`;
      },
      expect: only(['admin'], 204),
    },
    'POST /api/admin/clinics': { url: () => '/api/admin/clinics', body: () => ({ name: 'Matrix Admin Hospital', language: 'fr' }), expect: only(['admin'], 201) },
    'GET /api/admin/clinic-accounts': { url: () => '/api/admin/clinic-accounts', expect: only(['admin'], 200) },
    'GET /api/admin/clinics/:id': { url: (x) => `/api/admin/clinics/${x.ids.ownClinic}`, expect: only(['admin'], 200) },
    'PATCH /api/admin/clinics/:id': { url: (x) => `/api/admin/clinics/${x.ids.ownClinic}`, body: () => ({ city: 'Ottawa', language: 'en' }), expect: only(['admin'], 200) },
    'DELETE /api/admin/clinics/:id': { url: async () => `/api/admin/clinics/${await fresh.clinic()}`, expect: only(['admin'], 204) },
    'POST /api/admin/clinics/:id/verify': { url: async () => `/api/admin/clinics/${await fresh.clinic()}/verify`, expect: only(['admin'], 200) },
    'POST /api/admin/clinics/:id/reject': { url: async () => `/api/admin/clinics/${await fresh.clinic()}/reject`, body: () => ({ note: 'No licence number' }), expect: only(['admin'], 200) },
    'POST /api/admin/clinics/:id/logo': { url: async () => `/api/admin/clinics/${await fresh.clinic()}/logo`, multipart: 'logo', expect: only(['admin'], 200) },
    'GET /api/admin/clinics/:id/specialties': { url: (x) => `/api/admin/clinics/${x.ids.ownClinic}/specialties`, expect: only(['admin'], 200) },
    'POST /api/admin/clinics/:id/specialties': {
      url: async (x) => {
        await fresh.unlisted(x.ids.otherClinic, x.ids.spareSpecialty);
        return `/api/admin/clinics/${x.ids.otherClinic}/specialties`;
      },
      body: (x) => ({ specialty_id: x.ids.spareSpecialty }),
      expect: only(['admin'], 201),
    },
    'PATCH /api/admin/clinics/:id/specialties/:specialtyId': { url: (x) => `/api/admin/clinics/${x.ids.ownClinic}/specialties/${x.ids.specialty}`, body: () => ({ wait_time: '1-2 months' }), expect: only(['admin'], 200) },
    'DELETE /api/admin/clinics/:id/specialties/:specialtyId': {
      url: async (x) => {
        await fresh.listed(x.ids.otherClinic, x.ids.spareSpecialty);
        return `/api/admin/clinics/${x.ids.otherClinic}/specialties/${x.ids.spareSpecialty}`;
      },
      expect: only(['admin'], 204),
    },
    'GET /api/admin/clinics/:id/pricings': { url: (x) => `/api/admin/clinics/${x.ids.ownClinic}/pricings`, expect: only(['admin'], 200) },
    'POST /api/admin/clinics/:id/pricings': { url: (x) => `/api/admin/clinics/${x.ids.ownClinic}/pricings`, body: () => ({ procedure_name: 'Matrix MRI', price_range: '$2,000' }), expect: only(['admin'], 201) },
    'PATCH /api/admin/clinics/:id/pricings/:pricingId': { url: async (x) => `/api/admin/clinics/${x.ids.ownClinic}/pricings/${await fresh.pricing(x.ids.ownClinic)}`, body: () => ({ price_range: '$3' }), expect: only(['admin'], 200) },
    'DELETE /api/admin/clinics/:id/pricings/:pricingId': { url: async (x) => `/api/admin/clinics/${x.ids.ownClinic}/pricings/${await fresh.pricing(x.ids.ownClinic)}`, expect: only(['admin'], 204) },
  };
}
