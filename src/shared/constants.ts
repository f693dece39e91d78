/** Constants of SPEC §9 and the limits the server enforces. Shared by web and server. */

export const ROLES = ['vet', 'clinic', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Self-registration offers only these (SPEC §6). */
export const SIGNUP_ROLES = ['vet', 'clinic'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;
export const USERNAME_MAX_LENGTH = 254;

/** All 13 provinces and territories: profile, search and admin (SPEC §9). */
export const PROVINCES = [
  'Alberta',
  'British Columbia',
  'Manitoba',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Northwest Territories',
  'Nova Scotia',
  'Nunavut',
  'Ontario',
  'Prince Edward Island',
  'Quebec',
  'Saskatchewan',
  'Yukon',
] as const;
export type Province = (typeof PROVINCES)[number];

/** The clinic profile edit form offers the ten provinces only (SPEC §5). */
export const CLINIC_FORM_PROVINCES = PROVINCES.filter(
  (p) => p !== 'Northwest Territories' && p !== 'Nunavut' && p !== 'Yukon',
);

/** Clinic wait-time options, in rank order from shortest wait (SPEC §9, spelled as given). */
export const CLINIC_WAIT_TIMES = [
  '<1 week',
  '1–2 weeks',
  '2–4 weeks',
  '4-6 weeks',
  '6-8 weeks',
  '>8 weeks',
  'Not accepting',
] as const;

/** Admin wait-time options differ from the clinic ones (SPEC §9). */
export const ADMIN_WAIT_TIMES = [
  '<1 week',
  '1-2 weeks',
  '2-4 weeks',
  '1-2 months',
  '>2 months',
  'Not accepting new cases',
] as const;

/** Admin-added clinic specialty defaults (SPEC §4). */
export const ADMIN_SPECIALTY_DEFAULTS = {
  wait_time: '2-4 weeks',
  accepting_emergency: false,
  notes: 'Added by admin',
} as const;

export const JOB_TITLES = ['Veterinarian', 'Technician', 'Practice Manager', 'Client Services', 'Other'] as const;
export const PRACTICE_TYPES = ['General Practice', 'Specialty', 'Emergency', 'Mobile', 'Other'] as const;

export const AVATAR_MAX_SIDE = 400;
export const AVATAR_JPEG_QUALITY = 0.85;
export const LOGO_MIN_SIDE = 200;

/** SPEC §9 UI constants. */
export const UI = {
  drawerWidth: 240,
  drawerWidthWide: 540,
  tooltipDelay: 700,
  tooltipSkipDelay: 300,
  toastLimit: 1,
  toastRemoveDelay: 1_000_000,
  toastDuration: 5000,
  toastSwipeThreshold: 50,
} as const;

/** Demo accounts seeded when DEMO_DATA is on. Their passwords are published in the README on purpose. */
export const DEMO_ACCOUNTS = {
  vet: { username: 'vet@demo.vetreferral.ca', password: 'DemoVet#2023', role: 'vet' },
  /** The demo vet's colleague in the same practice (issue 59). */
  colleague: { username: 'colleague@demo.vetreferral.ca', password: 'DemoColleague#2023', role: 'vet' },
  clinic: { username: 'rideau.specialty@demo.vetreferral.ca', password: 'DemoClinic#2023', role: 'clinic' },
  admin: { username: 'admin@demo.vetreferral.ca', password: 'DemoAdmin#2023', role: 'admin' },
} as const;

/** Per-username auth limit: failed logins or registrations a minute before 429. */
export const AUTH_USERNAME_RATE_LIMIT = 10;
export const AUTH_RATE_WINDOW_MS = 60_000;

/** Session lifetimes: idle expiry, longer with remember-me. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Sort rank of a wait-time label, shortest first, covering both the clinic and the admin option lists
 * (they spell some ranges differently). Unknown labels rank after every real wait; refusals last.
 */
export const WAIT_RANK: Record<string, number> = {
  '<1 week': 10,
  '1–2 weeks': 20,
  '1-2 weeks': 20,
  '2–4 weeks': 30,
  '2-4 weeks': 30,
  '4-6 weeks': 40,
  '1-2 months': 45,
  '6-8 weeks': 50,
  '>8 weeks': 60,
  '>2 months': 60,
  'Not accepting': 90,
  'Not accepting new cases': 90,
};
export const WAIT_RANK_UNKNOWN = 80;

/** Search answers at most this many hospitals (docs/decisions/012). */
export const SEARCH_LIMIT = 50;
export const SEARCH_TEXT_MAX = 100;
/** How long a place's text may be (the search box's "Near" field). */
export const PLACE_TEXT_MAX = 100;
/** The radii the search offers, in km; no radius means any distance. */
export const RADII_KM = [25, 50, 100, 250] as const;

/** A wait time older than this is flagged as possibly out of date. */
export const STALE_WAIT_DAYS = 90;
/** Issue 21: a clinic with a wait entry older than this is asked by mail to confirm its wait times… */
export const WAIT_CHECK_AFTER_DAYS = 60;
/** …at most once in this many days (and once a calendar month). */
export const WAIT_CHECK_EVERY_DAYS = 30;


// ---- issue 18: mail, password reset, messages, teams ----
/** A password reset link works once, for this long. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** Reset requests: per IP and per address, in an hour (the answer never says whether the address has an account). */
export const PASSWORD_RESET_IP_LIMIT = 10;
export const PASSWORD_RESET_ADDRESS_LIMIT = 3;
export const PASSWORD_RESET_WINDOW_MS = 60 * 60 * 1000;
/** An invitation to a clinic's team works once, for this many days. */
export const INVITATION_TTL_DAYS = 7;
/** Invitations a clinic may send in an hour. */
export const INVITATION_LIMIT = 30;
/** Messages a vet may send to clinics in an hour; a user's referral conversations have the same allowance. */
export const MESSAGE_LIMIT = 20;
export const MESSAGE_WINDOW_MS = 60 * 60 * 1000;

// ---- issue 20: reminders and measured waits ----
/** A sent referral nobody at the hospital opened after this many business days: the clinic is reminded, the vet's list flags it. */
export const NOT_RECEIVED_BUSINESS_DAYS = 2;
/** Information requested and not answered after this many days: the vet is reminded. */
export const INFO_REQUEST_REMINDER_DAYS = 5;
/** Accepted and not booked after this many days: the clinic is reminded. */
export const NOT_BOOKED_REMINDER_DAYS = 14;
/** The appointment passed this many days ago and no report yet: the clinic is reminded. */
export const NO_REPORT_REMINDER_DAYS = 7;
/** Measured wait times: over this window, shown only from this many referrals. */
export const MEASURED_WINDOW_DAYS = 180;
export const MEASURED_MIN_REFERRALS = 5;
