import { z } from '@shared/zod';
import { weeklyHours } from './fields';
import { measures } from './measures';

/** The languages a clinic may write its listing in (docs/decisions/071). */
export const CLINIC_LANGUAGES = ['en', 'fr'] as const;
export type ClinicLanguage = (typeof CLINIC_LANGUAGES)[number];
export const CLINIC_LANGUAGE_MSG = 'Choose en or fr';
export const clinicLanguage = z.enum(CLINIC_LANGUAGES, { error: CLINIC_LANGUAGE_MSG });

/** A hospital as every screen shows it (SPEC §3 Clinic). */
export const clinic = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string(),
  phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  website_url: z.string().nullable(),
  description: z.string().nullable(),
  referral_instructions: z.string().nullable(),
  logo_url: z.string().nullable(),
  /** The language the listing is written in; null when the clinic has not said. */
  language: clinicLanguage.nullable(),
  /** Opening hours as the clinic states them; null when it has not (issue 21). */
  hours: weeklyHours.nullable(),
  /** A dedicated emergency line, if the clinic lists one. */
  emergency_phone: z.string().nullable(),
  /** Whether the clinic runs a 24/7 emergency service (its own statement). */
  emergency_24_7: z.boolean(),
  /**
   * When an admin verified the listing; null while it waits for review or after a rejection: then only
   * its own team and admins see it (issue 21, docs/decisions/098).
   */
  verified_at: z.string().nullable(),
  /** The admin's last rejection and its note (null when none), shown to the clinic. */
  rejected_at: z.string().nullable(),
  review_note: z.string().nullable(),
});
export type Clinic = z.infer<typeof clinic>;

/**
 * A listing's review (issue 21): pending until an admin verifies it; rejected after a rejection, until
 * the clinic saves its listing again (then pending) or an admin verifies it (docs/decisions/098).
 */
export const LISTING_STATUSES = ['pending', 'rejected', 'verified'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** A listing's review status, from its columns. */
export const listingStatus = (c: { verified_at: string | null; rejected_at: string | null }): ListingStatus =>
  c.verified_at !== null ? 'verified' : c.rejected_at !== null ? 'rejected' : 'pending';

export const procedureWait = z.object({
  id: z.number().int(),
  specialty_id: z.number().int(),
  /** The specialty's name (SPEC §3: entries are matched to services by specialty name). */
  specialty: z.string(),
  /** That specialty's French name (catalogue name_fr), null when it has none. */
  specialty_fr: z.string().nullable(),
  procedure: z.string(),
  wait_time: z.string(),
  last_updated: z.string(),
});
export type ProcedureWait = z.infer<typeof procedureWait>;

/** A clinic specialty with its catalogue entry and procedure wait entries. */
export const service = z.object({
  clinic_id: z.number().int(),
  specialty_id: z.number().int(),
  specialty: z.object({ id: z.number().int(), name: z.string(), name_fr: z.string().nullable(), display_order: z.number().int() }),
  wait_time: z.string().nullable(),
  accepting_emergency: z.boolean(),
  notes: z.string().nullable(),
  last_updated: z.string(),
  procedures: z.array(procedureWait),
  /** This specialty's wait times measured from real referrals (issue 20). */
  measured: measures,
});
export type Service = z.infer<typeof service>;

export const pricing = z.object({
  id: z.number().int(),
  clinic_id: z.number().int(),
  specialty_id: z.number().int().nullable(),
  procedure_name: z.string(),
  price_range: z.string(),
  description: z.string().nullable(),
  /** When the quote was last edited (issue 21: a price carries its date, as a wait does). */
  updated_at: z.string(),
});
export type Pricing = z.infer<typeof pricing>;

/** GET /api/hospitals/{id} */
export const hospitalDetail = z.object({
  clinic,
  services: z.array(service),
  pricings: z.array(pricing),
  specialties: z.array(z.object({ id: z.number().int(), name: z.string(), name_fr: z.string().nullable() })),
  /** The whole hospital's measured wait times, its median first response among them (issue 20). */
  measured: measures,
});
export type HospitalDetail = z.infer<typeof hospitalDetail>;

export const staffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  specialties: z.array(z.string()),
  bio: z.string().nullable(),
  image_url: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** GET /api/hospitals/{id}/internal */
export const hospitalInternal = z.object({ clinic, staff: z.array(staffMember) });
export type HospitalInternal = z.infer<typeof hospitalInternal>;
