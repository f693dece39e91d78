import type { Clinic } from '@shared/contracts/hospitals';

/** A listing for component tests: a plausible hospital that states nothing optional; override what a test needs. */
export function clinicFixture(over: Partial<Clinic> = {}): Clinic {
  return {
    id: 3,
    user_id: 20,
    name: 'Rideau Veterinary Specialty Centre',
    address: '1450 Merivale Road',
    city: 'Ottawa',
    province: 'Ontario',
    phone: '613-555-0100',
    contact_email: 'referrals@rideau.example.ca',
    website_url: null,
    description: null,
    referral_instructions: null,
    logo_url: null,
    language: 'en',
    hours: null,
    emergency_phone: null,
    emergency_24_7: false,
    verified_at: '2026-01-15T14:00:00.000Z',
    rejected_at: null,
    review_note: null,
    ...over,
  };
}
