import type { Clinic } from '@shared/contracts/hospitals';
import type { SearchResult } from '@shared/contracts/search';

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

/** A search answer's hospital, verified and matched on nothing in particular; override what a test needs. */
export function searchResultFixture(over: Partial<SearchResult> = {}): SearchResult {
  return {
    id: 1,
    name: 'Rideau Oncology',
    address: '1 Main St',
    city: 'Ottawa',
    province: 'Ontario',
    logo_url: null,
    contact_email: null,
    phone: null,
    verified_at: '2026-01-01T00:00:00Z',
    clinicSpecialty: null,
    procedureMatch: null,
    measured: { scope: 'hospital', to_appointment: null },
    ...over,
  };
}
