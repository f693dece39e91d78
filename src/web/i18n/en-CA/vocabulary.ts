import type {
  ADMIN_SPECIALTY_DEFAULTS,
  ADMIN_WAIT_TIMES,
  CLINIC_WAIT_TIMES,
  JOB_TITLES,
  PRACTICE_TYPES,
  Province,
  Role,
} from '@shared/constants';

/**
 * Labels of the domain values the web shows but that live outside the catalogues: each stored value
 * (the key, exactly as the server stores and validates it) mapped to the label users see today. Today
 * the web renders most of these values as they are; fr-CA/vocabulary.ts gives the French labels,
 * key for key. Not wired into components yet.
 */
type Labels<K extends string> = { readonly [P in K]: string };

type WaitTime = (typeof CLINIC_WAIT_TIMES)[number] | (typeof ADMIN_WAIT_TIMES)[number];

interface Vocabulary {
  /** PROVINCES: profile, search, admin and clinic forms, and every address line (city, province). */
  provinces: Labels<Province>;
  /** CLINIC_WAIT_TIMES and ADMIN_WAIT_TIMES (the two lists spell some ranges differently). */
  waitTimes: Labels<WaitTime>;
  /** JOB_TITLES: the profile's job title choice. */
  jobTitles: Labels<(typeof JOB_TITLES)[number]>;
  /** PRACTICE_TYPES: the profile's practice type choice. */
  practiceTypes: Labels<(typeof PRACTICE_TYPES)[number]>;
  /** ROLES: shown through nav.roles and auth.roles today. */
  roles: Labels<Role>;
  /**
   * The specialty catalogue as seeded (src/server/db/seed/catalogue.ts, which web code may not import).
   * Names come from the database, so an admin-renamed or admin-added specialty has no entry here.
   */
  specialties: Readonly<Record<string, string>>;
  /** ADMIN_SPECIALTY_DEFAULTS.notes: stored as the notes of a specialty an admin adds, shown as those notes. */
  specialtyNotes: Labels<(typeof ADMIN_SPECIALTY_DEFAULTS)['notes']>;
}

export default {
  provinces: {
    Alberta: 'Alberta',
    'British Columbia': 'British Columbia',
    Manitoba: 'Manitoba',
    'New Brunswick': 'New Brunswick',
    'Newfoundland and Labrador': 'Newfoundland and Labrador',
    'Northwest Territories': 'Northwest Territories',
    'Nova Scotia': 'Nova Scotia',
    Nunavut: 'Nunavut',
    Ontario: 'Ontario',
    'Prince Edward Island': 'Prince Edward Island',
    Quebec: 'Quebec',
    Saskatchewan: 'Saskatchewan',
    Yukon: 'Yukon',
  },
  waitTimes: {
    '<1 week': '<1 week',
    '1–2 weeks': '1–2 weeks',
    '1-2 weeks': '1-2 weeks',
    '2–4 weeks': '2–4 weeks',
    '2-4 weeks': '2-4 weeks',
    '4-6 weeks': '4-6 weeks',
    '6-8 weeks': '6-8 weeks',
    '>8 weeks': '>8 weeks',
    '1-2 months': '1-2 months',
    '>2 months': '>2 months',
    'Not accepting': 'Not accepting',
    'Not accepting new cases': 'Not accepting new cases',
  },
  jobTitles: {
    Veterinarian: 'Veterinarian',
    Technician: 'Technician',
    'Practice Manager': 'Practice Manager',
    'Client Services': 'Client Services',
    Other: 'Other',
  },
  practiceTypes: {
    'General Practice': 'General Practice',
    Specialty: 'Specialty',
    Emergency: 'Emergency',
    Mobile: 'Mobile',
    Other: 'Other',
  },
  roles: {
    vet: 'Referring Veterinarian',
    clinic: 'Specialty Clinic',
    admin: 'Administrator',
  },
  specialties: {
    Cardiology: 'Cardiology',
    Dermatology: 'Dermatology',
    'Internal Medicine': 'Internal Medicine',
    Neurology: 'Neurology',
    Oncology: 'Oncology',
    Ophthalmology: 'Ophthalmology',
    'Orthopedic Surgery': 'Orthopedic Surgery',
    'Soft Tissue Surgery': 'Soft Tissue Surgery',
    'Emergency & Critical Care': 'Emergency & Critical Care',
    'Diagnostic Imaging': 'Diagnostic Imaging',
    'Dentistry & Oral Surgery': 'Dentistry & Oral Surgery',
    'Anesthesia & Analgesia': 'Anesthesia & Analgesia',
    'Behavioural Medicine': 'Behavioural Medicine',
    'Exotic Animal Medicine': 'Exotic Animal Medicine',
    'Rehabilitation & Sports Medicine': 'Rehabilitation & Sports Medicine',
  },
  specialtyNotes: {
    'Added by admin': 'Added by admin',
  },
} as const satisfies Vocabulary;
