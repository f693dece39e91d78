// Data for the referral screens' component tests (imported by *.test.tsx only).
import type { CurrentUser } from '@shared/contracts/auth';
import type { HospitalDetail } from '@shared/contracts/hospitals';
import { clinicFixture } from '@web/lib/testing/clinic';
import { NO_MEASURES } from '@shared/contracts/measures';
import type { Referral, ReferralSummary } from '@shared/contracts/referrals';

export const VET_USER: CurrentUser = { id: 7, username: 'gp@example.ca', role: 'vet', display_name: null, avatar_url: null, job_title: null, practice_type: null, clinic_role: null };
export const CLINIC_USER: CurrentUser = { ...VET_USER, id: 20, username: 'desk@rideau.example.ca', role: 'clinic', clinic_role: 'member' };

/** The vet's profile, which a new referral's sender fields start from. */
export const VET_PROFILE = {
  name: 'Dr. Jane Smith',
  clinic_name: 'Glebe Animal Clinic',
  license_number: 'ON-1234',
  license_province: 'Ontario',
  province: 'Ontario',
  city: 'Ottawa',
  bio: null,
  specialty: null,
  phone: '613-555-0142',
  contact_email: 'jane@glebe.example.ca',
  job_title: null,
};

export const HOSPITAL: HospitalDetail = {
  clinic: clinicFixture(),
  services: [],
  pricings: [],
  specialties: [
    { id: 4, name: 'Cardiology', name_fr: 'Cardiologie' },
    { id: 9, name: 'Oncology', name_fr: null },
  ],
  measured: NO_MEASURES,
};

/** A draft with everything but the owner's consent. */
export function referral(over: Partial<Referral> = {}): Referral {
  return {
    id: 41,
    status: 'draft',
    assignee: null,
    clinic: { id: 3, name: HOSPITAL.clinic.name, phone: HOSPITAL.clinic.phone, time_zone: 'America/Toronto' },
    specialty: { id: 4, name: 'Cardiology', name_fr: 'Cardiologie' },
    procedure: null,
    urgency: 'priority',
    type: 'consult',
    reason: 'Grade IV murmur, suspected DCM',
    question: null,
    patient: { name: 'Biscuit', species: 'dog', breed: null, sex: 'male_neutered', date_of_birth: null, age: '9 years', weight_kg: 32.5, weight_date: null },
    clinical: { history: 'Coughing for two weeks.', medications: [{ name: 'Pimobendan', dose: '5 mg', frequency: 'BID' }], treatments: null, tests: null },
    owner: { name: 'Anne Tremblay', phone: '613-555-0199', email: null, language: 'fr', consent: false, consent_at: null, consent_by: null },
    vet: { id: VET_USER.id, name: 'Dr. Jane Smith', clinic: 'Glebe Animal Clinic', phone: '613-555-0142', email: 'gp@example.ca', license: 'ON-1234', license_province: 'Ontario' },
    referrer: { name: 'Dr. Jane Smith', practice: 'Glebe Animal Clinic', phone: '613-555-0142', license_number: 'ON-1234', license_province: 'Ontario' },
    decline_reason: null,
    appointment_at: null,
    report: null,
    redirected_from: null,
    created_at: '2026-11-20T14:00:00.000Z',
    updated_at: '2026-11-20T14:00:00.000Z',
    submitted_at: null,
    missing: ['owner.consent'],
    timeline: [{ id: 1, from: null, to: 'draft', actor: { id: VET_USER.id, name: 'Dr. Jane Smith' }, reason: null, note: null, appointment_at: null, at: '2026-11-20T14:00:00.000Z' }],
    assignments: [],
    attachments: [],
    ...over,
  };
}

export function summary(over: Partial<ReferralSummary> = {}): ReferralSummary {
  return {
    id: 41,
    status: 'submitted',
    no_response: false,
    specialty: null,
    assignee: null,
    due: { target: null, due_at: null, overdue: false },
    urgency: 'routine',
    clinic: { id: 3, name: HOSPITAL.clinic.name },
    patient_name: 'Biscuit',
    species: 'dog',
    owner_name: 'Anne Tremblay',
    vet_name: 'Dr. Jane Smith',
    created_at: '2026-11-20T14:00:00.000Z',
    updated_at: '2026-11-20T14:00:00.000Z',
    submitted_at: '2026-11-20T15:00:00.000Z',
    appointment_at: null,
    unopened: false,
    ...over,
  };
}
