import type { ReferralCreateBody } from '@shared/contracts/referrals';
import { type TestContext, registerUser } from './context';
import { verifyListing } from './factories';

/** A vet and their draft referral (patient and owner named) to a verified hospital of its own. */
export async function draftReferral(ctx: TestContext): Promise<{ vet: Awaited<ReturnType<typeof registerUser>>; referralId: number; clinicId: number }> {
  const vet = await registerUser(ctx.app, { role: 'vet' });
  const owner = await registerUser(ctx.app, { role: 'clinic' });
  const profile = { name: 'Draft Hospital', address: '1 Draft Rd', province: 'Ontario', contact_email: 'desk@draft.example.ca', phone: '613-555-0100' };
  const clinicId = (await ctx.inject('PATCH', '/api/clinics/profile', { as: owner.cookie, body: profile })).json().id as number;
  await verifyListing(ctx.db, clinicId);
  const created = await ctx.inject('POST', '/api/referrals', { as: vet.cookie, body: { clinic_id: clinicId, patient: { name: 'Biscuit' }, owner: { name: 'Jane Owner' } } });
  if (created.statusCode !== 201) throw new Error(`draft failed: ${created.statusCode} ${created.body}`);
  return { vet, referralId: created.json().id, clinicId };
}

/** A complete referral body (every field submitting needs), for tests. */
export function completeReferral(clinicId: number, overrides: Partial<ReferralCreateBody> = {}): ReferralCreateBody {
  return {
    clinic_id: clinicId,
    procedure: 'TPLO',
    urgency: 'routine',
    type: 'consult',
    reason: 'Cranial cruciate rupture, left stifle',
    question: 'Candidate for TPLO?',
    patient: { name: 'Biscuit', species: 'dog', breed: 'Labrador retriever', sex: 'male_neutered', date_of_birth: '2019-04-01', weight_kg: 31.5, weight_date: '2026-11-20' },
    clinical: { history: 'Acute lameness for 3 weeks', treatments: 'NSAIDs, rest', tests: 'Radiographs 2026-11-18', medications: [{ name: 'Carprofen', dose: '75 mg', frequency: 'every 12 h' }] },
    owner: { name: 'Marie Tremblay', phone: '613-555-0142', email: 'marie@example.ca', language: 'fr', consent: true },
    // Who the hospital calls back (issue 59); the name comes from the account.
    vet: { clinic: 'Glebe Animal Clinic', phone: '613-555-0177', license: 'CVO-2211', license_province: 'Ontario' },
    ...overrides,
  };
}

/**
 * An appointment `days` after `now` at 09:30, as the booking form sends it (local time, no offset).
 * Appointments must follow the referral's submission and lie within 2 years: a fixed date goes stale.
 */
export const appointmentIn = (days = 7, now: Date = new Date()) => `${new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10)}T09:30`;

/** A body that makes a status change valid: the fields its transition requires (an appointment a week after `now`). */
export function transitionBody(to: string, now?: Date): Record<string, string> {
  const body: Record<string, string> = { status: to };
  if (to === 'declined') body.reason = 'no_capacity';
  if (to === 'cancelled') body.reason = 'Owner chose another hospital';
  if (to === 'info_requested') body.note = 'Please send the latest bloodwork';
  if (to === 'received') body.note = 'Bloodwork attached';
  if (to === 'booked') body.appointment_at = appointmentIn(7, now);
  if (to === 'completed') body.report = 'TPLO performed; recheck in 8 weeks.';
  return body;
}
