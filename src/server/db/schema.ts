import type { Generated, GeneratedAlways } from 'kysely';
import type { ClinicLanguage } from '@shared/contracts/hospitals';
import type { UserLanguage } from '@shared/contracts/auth';
import type { MailKind, MailStatus } from '@shared/contracts/mail';
import type { Urgency } from '@shared/contracts/referrals';
import type { ReferralStatus } from '@shared/referral-status';
import type { NotificationEvent, ReminderStep } from '@shared/contracts/notifications';

/**
 * Table types. Booleans are stored as 0/1 integers and timestamps as ISO 8601 UTC strings on both
 * databases, so rows read the same from SQLite and PostgreSQL (see docs/decisions/003).
 */
export interface Database {
  users: UsersTable;
  practices: PracticesTable;
  practice_members: PracticeMembersTable;
  practice_invitations: PracticeInvitationsTable;
  sessions: SessionsTable;
  vet_profiles: VetProfilesTable;
  clinics: ClinicsTable;
  specialties: SpecialtiesTable;
  clinic_specialties: ClinicSpecialtiesTable;
  procedure_waits: ProcedureWaitsTable;
  pricings: PricingsTable;
  bookmarks: BookmarksTable;
  staff_members: StaffMembersTable;
  images: ImagesTable;
  rate_limits: RateLimitsTable;
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  password_resets: PasswordResetsTable;
  clinic_members: ClinicMembersTable;
  invitations: InvitationsTable;
  messages: MessagesTable;
  message_replies: MessageRepliesTable;
  referrals: ReferralsTable;
  referral_events: ReferralEventsTable;
  referral_assignments: ReferralAssignmentsTable;
  files: FilesTable;
  file_chunks: FileChunksTable;
  referral_attachments: ReferralAttachmentsTable;
  referral_messages: ReferralMessagesTable;
  referral_reads: ReferralReadsTable;
  notifications: NotificationsTable;
  notification_prefs: NotificationPrefsTable;
  referral_reminders: ReferralRemindersTable;
  search_measures: SearchMeasuresTable;
  search_terms: SearchTermsTable;
  job_claims: JobClaimsTable;
  referral_access_log: ReferralAccessLogTable;
  incidents: IncidentsTable;
  wait_time_reminders: WaitTimeRemindersTable;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: 'vet' | 'clinic' | 'admin';
  display_name: string | null;
  avatar_image_id: number | null;
  job_title: string | null;
  practice_type: string | null;
  created_at: string;
  /** The language the user chose; null until they choose one (migration 006). */
  language: UserLanguage | null;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  remember: number;
  created_at: string;
  expires_at: string;
}

export interface VetProfilesTable {
  user_id: number;
  name: string | null;
  clinic_name: string | null;
  license_number: string | null;
  province: string | null;
  city: string | null;
  bio: string | null;
  specialty: string | null;
  phone: string | null;
  contact_email: string | null;
  job_title: string | null;
  /** The province of the licence (migration 031). */
  license_province: string | null;
}

export interface ClinicsTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  address: string | null;
  city: string | null;
  province: string;
  phone: string | null;
  contact_email: string | null;
  website_url: string | null;
  description: string | null;
  referral_instructions: string | null;
  logo_image_id: number | null;
  /** The language the clinic writes its listing in; null when not said (migration 006). */
  language: ClinicLanguage | null;
  /**
   * The name's words, then a line break and the city's (migrations 013, 029), kept up to date on every
   * write (db/search-key.ts matchKey, db/rows/clinics.ts).
   */
  search_key: string;
  created_at: string;
  updated_at: string;
  /** JSON WeeklyHours (7 days, Monday first, null = closed); null when not listed (migration 010). */
  hours: string | null;
  emergency_phone: string | null;
  emergency_24_7: Generated<number>;
  /** When an admin verified the listing; null while pending or rejected: vets do not see it (migration 014). */
  verified_at: string | null;
  /** The admin's last rejection and its note, for the clinic (migration 014). */
  rejected_at: string | null;
  review_note: string | null;
  /** The coordinates of the city, from the gazetteer (modules/places); null when it is unknown (migration 013). */
  lat: number | null;
  lon: number | null;
  /** The hospital's targets for its inbox (migration 032, docs/decisions/154): acknowledge within so many business hours of a submission… */
  acknowledge_business_hours: Generated<number>;
  /** …and decide (accept, decline or ask) within so many business days. */
  decide_business_days: Generated<number>;
}

export interface SpecialtiesTable {
  id: Generated<number>;
  name: string;
  /** The French name; null when the entry has none (migration 006). */
  name_fr: string | null;
  display_order: number;
  is_active: number;
}

export interface ClinicSpecialtiesTable {
  clinic_id: number;
  specialty_id: number;
  wait_time: string | null;
  accepting_emergency: number;
  notes: string | null;
  last_updated: string;
  /** Sort rank of wait_time, computed by the database (migration 002). */
  wait_rank: GeneratedAlways<number>;
}

export interface ProcedureWaitsTable {
  id: Generated<number>;
  clinic_id: number;
  specialty_id: number;
  procedure: string;
  search_key: string;
  wait_time: string;
  last_updated: string;
}

export interface PricingsTable {
  id: Generated<number>;
  clinic_id: number;
  specialty_id: number | null;
  procedure_name: string;
  search_key: string;
  price_range: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface BookmarksTable {
  user_id: number;
  clinic_id: number;
  created_at: string;
}

export interface StaffMembersTable {
  id: Generated<number>;
  clinic_id: number;
  name: string;
  title: string | null;
  /** JSON array of strings. */
  specialties: string;
  bio: string | null;
  image_id: number | null;
  position: number;
}

export interface ImagesTable {
  id: Generated<number>;
  content_type: string;
  bytes: Uint8Array;
  sha256: string;
  width: number;
  height: number;
  created_at: string;
  /** 'avatar': served only to the user whose picture it is; 'public': logos and staff photos (migration 005). */
  kind: Generated<ImageKind>;
}

export type ImageKind = 'public' | 'avatar';

export interface RateLimitsTable {
  bucket: string;
  window_start: string;
  hits: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  action: string;
  target: string | null;
  ip: string | null;
  detail: string | null;
  created_at: string;
}

/** Mail waiting to be sent, sent, or given up on (migration 007). */
export interface OutboxTable {
  id: Generated<number>;
  kind: MailKind;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  language: UserLanguage;
  status: Generated<MailStatus>;
  tries: Generated<number>;
  next_at: string;
  claimed_until: string | null;
  last_error: string | null;
  message_id: string;
  created_at: string;
  sent_at: string | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A general practice: the vet side's team (migration 031, docs/decisions/153). */
export interface PracticesTable {
  id: Generated<number>;
  name: string | null;
  created_at: string;
}

/** Who acts for a practice: each vet is in one, as its owner or a member. */
export interface PracticeMembersTable {
  user_id: number;
  practice_id: number;
  role: 'owner' | 'member';
  invited_by: number | null;
  created_at: string;
}

export interface PracticeInvitationsTable {
  id: Generated<number>;
  token_hash: string;
  practice_id: number;
  email: string;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Colleagues who act for a clinic; its owner is clinics.user_id (migration 007). */
export interface ClinicMembersTable {
  user_id: number;
  clinic_id: number;
  invited_by: number | null;
  created_at: string;
}

export interface InvitationsTable {
  id: Generated<number>;
  token_hash: string;
  clinic_id: number;
  email: string;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A vet's message to a clinic, with the sender's signature as written at the time. */
export interface MessagesTable {
  id: Generated<number>;
  clinic_id: number;
  sender_id: number | null;
  sender_name: string;
  sender_email: string;
  sender_clinic: string | null;
  sender_phone: string | null;
  body: string;
  created_at: string;
  read_at: string | null;
}

/** A reply in a message's thread (migration 033): by the clinic or by the vet who wrote the message. */
export interface MessageRepliesTable {
  id: Generated<number>;
  message_id: number;
  author_id: number | null;
  author_party: 'vet' | 'clinic';
  author_name: string;
  body: string;
  created_at: string;
  read_at: string | null;
}

/** A referral (migration 008): its clinical content in columns, medications as a JSON array. */
export interface ReferralsTable {
  id: Generated<number>;
  vet_id: number | null;
  clinic_id: number;
  specialty_id: number | null;
  status: ReferralStatus;
  urgency: Urgency | null;
  type: 'consult' | 'transfer' | null;
  procedure: string | null;
  reason: string | null;
  question: string | null;
  patient_name: string | null;
  species: string | null;
  breed: string | null;
  sex: string | null;
  date_of_birth: string | null;
  age: string | null;
  weight_kg: number | null;
  weight_date: string | null;
  history: string | null;
  /** JSON array of { name, dose, frequency }. */
  medications: Generated<string>;
  treatments: string | null;
  tests: string | null;
  owner_name: string | null;
  owner_phone: string | null;
  owner_email: string | null;
  owner_language: 'en' | 'fr' | null;
  consent_at: string | null;
  consent_by: number | null;
  consent_by_name: string | null;
  vet_name: string | null;
  vet_clinic: string | null;
  vet_phone: string | null;
  vet_email: string | null;
  vet_license: string | null;
  vet_license_province: string | null;
  /** The practice the referral was sent from: every member follows it (migration 031). */
  practice_id: number | null;
  decline_reason: string | null;
  appointment_at: string | null;
  report: string | null;
  redirected_from: number | null;
  search_key: Generated<string>;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  /** The hospital's first decision: accepted, declined or information requested (migration 009). */
  responded_at: string | null;
  accepted_at: string | null;
  /** Who at the receiving hospital works the referral; null when nobody does (migration 032). */
  assignee_id: Generated<number | null>;
}

/** Each assignment of a referral to a hospital member, or its removal (assignee null): the timeline shows them (migration 032). */
export interface ReferralAssignmentsTable {
  id: Generated<number>;
  referral_id: number;
  assignee_id: number | null;
  assignee_name: string | null;
  actor_id: number | null;
  actor_name: string;
  at: string;
}

export interface ReferralEventsTable {
  id: Generated<number>;
  referral_id: number;
  actor_id: number | null;
  actor_name: string;
  from_status: ReferralStatus | null;
  to_status: ReferralStatus;
  reason: string | null;
  note: string | null;
  appointment_at: string | null;
  at: string;
}

export interface FilesTable {
  id: Generated<number>;
  sha256: string;
  content_type: string;
  size: number;
  created_at: string;
}

export interface FileChunksTable {
  file_id: number;
  seq: number;
  bytes: Uint8Array;
}

export interface ReferralAttachmentsTable {
  id: Generated<number>;
  referral_id: number;
  file_id: number;
  kind: 'attachment' | 'report';
  filename: string;
  description: string | null;
  uploaded_by: number | null;
  uploaded_by_name: string;
  created_at: string;
  /** The conversation message the file was sent with (migration 009). */
  message_id: number | null;
}

/** One message of a referral's conversation (migration 009). */
export interface ReferralMessagesTable {
  id: Generated<number>;
  referral_id: number;
  author_id: number | null;
  author_name: string;
  party: 'vet' | 'clinic';
  body: string;
  created_at: string;
}

export interface ReferralReadsTable {
  user_id: number;
  referral_id: number;
  last_message_id: number;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  referral_id: number | null;
  event: NotificationEvent;
  /** JSON of NotificationData. */
  data: Generated<string>;
  created_at: string;
  read_at: string | null;
}

/** A user's e-mail choice for one event; no row means e-mail on. */
export interface NotificationPrefsTable {
  user_id: number;
  event: NotificationEvent;
  email: number;
}

/** A reminder sent: the primary key (referral, step) lets it go out once. */
export interface ReferralRemindersTable {
  referral_id: number;
  step: ReminderStep;
  sent_at: string;
}

/** The search vocabulary (migration 029, issue 57): terms grouped by concept; term_key is its matchWords. */
export interface SearchTermsTable {
  id: Generated<number>;
  concept: string;
  term: string;
  term_key: string;
  language: 'en' | 'fr' | null;
  abbreviation: number;
  specialty_id: number | null;
  added_by: number | null;
  added_by_admin: number;
  created_at: string;
}

/** The search card's measure, recomputed by a scheduled job (migration 012); specialty 0 = whole hospital. */
export interface SearchMeasuresTable {
  clinic_id: number;
  specialty_id: number;
  median_days: number;
  referrals: number;
}

/** A periodic job's claim: the instance whose update moved claimed_until runs it this period. */
export interface JobClaimsTable {
  name: string;
  claimed_until: string;
}

/** One read of a referral's details, a file or a letter (migration 018); names are snapshots. */
export interface ReferralAccessLogTable {
  id: Generated<number>;
  referral_id: number;
  user_id: number | null;
  user_name: string;
  user_email: string;
  party: 'vet' | 'clinic';
  clinic_id: number | null;
  /** What was read (ACCESS_KINDS; `messages` since migration 028). */
  what: 'detail' | 'attachment' | 'letter' | 'report' | 'messages';
  attachment_id: number | null;
  at: string;
}

/** The register of confidentiality incidents (migration 018); dates are YYYY-MM-DD. */
export interface IncidentsTable {
  id: Generated<number>;
  occurred_on: string;
  known_on: string;
  description: string;
  data_concerned: string;
  people_concerned: string;
  people_count: number | null;
  serious_risk: number;
  commission_notified_on: string | null;
  persons_notified_on: string | null;
  measures: string | null;
  created_by: number | null;
  created_by_name: string;
  created_at: string;
  updated_at: string;
}

/** A clinic mailed about its wait times in a month (YYYY-MM, UTC; migration 015): once per clinic and month. */
export interface WaitTimeRemindersTable {
  clinic_id: number;
  month: string;
  sent_at: string;
}
