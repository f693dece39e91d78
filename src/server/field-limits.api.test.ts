import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MSG, LIMITS } from '@shared/contracts/fields';
import { MESSAGE_MSG } from '@shared/contracts/messages';
import { REPORT_MAX } from '@shared/contracts/referrals';
import { createTestContext, registerUser } from './test/context';
import { createClinic, specialtyId, verifyListing } from './test/factories';
import { completeReferral } from './test/referrals';

/**
 * Issue 21: a 20,000-character description was stored and made the profile 47,000 px wide. Every free
 * text a user writes has a maximum (shared/contracts); over it the API answers 400 naming the field and
 * the limit, and stores nothing.
 */
const ctx = await createTestContext();
const { app, db, inject } = ctx;

const long = (n: number) => 'x'.repeat(n);
const tooLong = (max: number) => FIELD_MSG.tooLong(max);

let clinic: string;
let vet: string;
let clinicId: number;
let hospitalId: number;
let cardiology: number;
let referralId: number;

const listing = {
  name: 'Limits Test Hospital',
  address: '1 Long Street',
  province: 'Ontario',
  contact_email: 'desk@limits-test.example.ca',
};

beforeAll(async () => {
  clinic = (await registerUser(app, { role: 'clinic' })).cookie;
  vet = (await registerUser(app, { role: 'vet' })).cookie;
  cardiology = await specialtyId(db, 'Cardiology');
  clinicId = (await inject('PATCH', '/api/clinics/profile', { as: clinic, body: listing })).json().id;
  await verifyListing(db, clinicId); // vets refer to verified listings (issue 21)
  await inject('POST', '/api/clinic-specialties', { as: clinic, body: { specialty_id: cardiology } });
  hospitalId = await createClinic(db, { name: 'Messaged Hospital' });
  const referral = await inject('POST', '/api/referrals', { as: vet, body: completeReferral(clinicId, { specialty_id: cardiology }) });
  referralId = referral.json().id;
});

describe('over-long text is refused with the field and its limit', () => {
  const cases: [string, () => [method: 'POST' | 'PATCH', url: string, as: string, body: object], field: string, message: string][] = [
    ['a 20,000-character description', () => ['PATCH', '/api/clinics/profile', clinic, { ...listing, description: long(20_000) }], 'description', tooLong(LIMITS.text)],
    ['an over-long clinic name', () => ['PATCH', '/api/clinics/profile', clinic, { ...listing, name: long(LIMITS.name + 1) }], 'name', tooLong(LIMITS.name)],
    ['an over-long address', () => ['PATCH', '/api/clinics/profile', clinic, { ...listing, address: long(LIMITS.address + 1) }], 'address', tooLong(LIMITS.address)],
    [
      'an over-long website',
      () => ['PATCH', '/api/clinics/profile', clinic, { ...listing, website_url: `https://example.ca/${long(LIMITS.url)}` }],
      'website_url',
      tooLong(LIMITS.url),
    ],
    [
      'over-long referral instructions',
      () => ['PATCH', '/api/clinics/profile', clinic, { ...listing, referral_instructions: long(LIMITS.text + 1) }],
      'referral_instructions',
      tooLong(LIMITS.text),
    ],
    ['an over-long quote description', () => ['POST', '/api/pricings', clinic, { procedure_name: 'TPLO', price_range: '$5,000', description: long(LIMITS.text + 1) }], 'description', tooLong(LIMITS.text)],
    ['an over-long price range', () => ['POST', '/api/pricings', clinic, { procedure_name: 'TPLO', price_range: long(LIMITS.short + 1) }], 'price_range', tooLong(LIMITS.short)],
    ['over-long specialty notes', () => ['PATCH', `/api/clinic-specialties/${cardiology}`, clinic, { wait_time: '<1 week', notes: long(LIMITS.text + 1) }], 'notes', tooLong(LIMITS.text)],
    ['an over-long staff bio', () => ['POST', '/api/staff', clinic, { name: 'Dr. Long', bio: long(LIMITS.text + 1) }], 'bio', tooLong(LIMITS.text)],
    ['an over-long staff specialty', () => ['POST', '/api/staff', clinic, { name: 'Dr. Long', specialties: [long(LIMITS.short + 1)] }], 'specialties', tooLong(LIMITS.short)],
    ['an over-long message to a clinic', () => ['POST', `/api/hospitals/${hospitalId}/messages`, vet, { message: long(5001) }], 'message', MESSAGE_MSG.tooLong],
    ['an over-long referral reason', () => ['PATCH', `/api/referrals/${referralId}`, vet, { reason: long(LIMITS.text + 1) }], 'reason', tooLong(LIMITS.text)],
    [
      'an over-long medication name',
      () => ['PATCH', `/api/referrals/${referralId}`, vet, { clinical: { medications: [{ name: long(LIMITS.short + 1) }] } }],
      'name',
      tooLong(LIMITS.short),
    ],
    ['an over-long status note', () => ['POST', `/api/referrals/${referralId}/status`, clinic, { status: 'accepted', note: long(LIMITS.text + 1) }], 'note', tooLong(LIMITS.text)],
    ['an over-long report', () => ['POST', `/api/referrals/${referralId}/status`, clinic, { status: 'completed', report: long(REPORT_MAX + 1) }], 'report', tooLong(REPORT_MAX)],
    ['an over-long vet bio', () => ['PATCH', '/api/vets/profile', vet, { bio: long(LIMITS.text + 1) }], 'bio', tooLong(LIMITS.text)],
  ];

  it.each(cases)('%s', async (_name, request, field, message) => {
    const [method, url, as, body] = request();
    const res = await inject(method, url, { as, body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
    expect(res.json().message).toContain(field);
  });

  it('stores nothing of a refused description', async () => {
    await inject('PATCH', '/api/clinics/profile', { as: clinic, body: { ...listing, description: long(20_000) } });
    expect((await inject('GET', `/api/hospitals/${clinicId}`, { as: vet })).json().clinic.description).toBeNull();
  });

  it('accepts text at the limit', async () => {
    const res = await inject('PATCH', '/api/clinics/profile', { as: clinic, body: { ...listing, description: long(LIMITS.text) } });
    expect(res.statusCode, res.body).toBe(200);
  });
});
