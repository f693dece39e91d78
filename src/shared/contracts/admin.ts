import { z } from '@shared/zod';
import { ADMIN_WAIT_TIMES, CLINIC_WAIT_TIMES } from '../constants';
import { pricingBody } from './clinic';
import { idParam } from './common';
import { FIELD_MSG, LIMITS, optionalEmail, optionalText, optionalWebsite, province, requiredText } from './fields';
import { weeklyHours } from './fields';
import { LISTING_STATUSES, clinic, clinicLanguage } from './hospitals';

/** Messages of the admin API and forms; the SPEC §5 ones are spelled as given. */
export const ADMIN_MSG = {
  /** SPEC §5: the notice 'Missing Information' / 'Please provide a hospital name'. */
  hospitalName: 'Please provide a hospital name',
  specialtyName: 'Specialty name is required',
  displayOrder: 'Display order must be a whole number from 0 to 100000',
  waitTime: 'Choose one of the wait-time options',
  nothingToChange: 'Nothing to change',
  /** Issue 21: a rejection tells the clinic why. */
  reviewNote: 'Tell the clinic why the listing is rejected',
} as const;

/** The largest display order an admin may set; keeps the value a plain int on both databases. */
export const DISPLAY_ORDER_MAX = 100_000;

/** At most this many hospitals answer GET /api/admin/clinics; a search narrows the list (docs/decisions/032). */
export const ADMIN_CLINIC_LIST_LIMIT = 200;

/**
 * Wait labels an admin may set: the admin options (SPEC §9) plus the clinic spellings, since a clinic
 * may have set one of those and an admin edit must be able to keep it. Same list as the server's
 * ADMIN_ACCEPTED_WAITS (a test keeps them equal).
 */
export const ADMIN_WAIT_CHOICES = [...new Set<string>([...ADMIN_WAIT_TIMES, ...CLINIC_WAIT_TIMES])] as [string, ...string[]];
const adminWaitTime = z.enum(ADMIN_WAIT_CHOICES, { error: ADMIN_MSG.waitTime });

const someField = (v: Record<string, unknown>) => Object.values(v).some((x) => x !== undefined);

// ---- stats ----

/** GET /api/admin/stats (SPEC §3 Admin stats). */
export const adminStats = z.object({
  userCount: z.number().int(),
  clinicCount: z.number().int(),
  specialtyCount: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStats>;

// ---- specialty catalogue ----

const displayOrder = z
  .number({ error: ADMIN_MSG.displayOrder })
  .int({ error: ADMIN_MSG.displayOrder })
  .min(0, { error: ADMIN_MSG.displayOrder })
  .max(DISPLAY_ORDER_MAX, { error: ADMIN_MSG.displayOrder });

/**
 * POST /api/admin/specialties: display_order defaults to the count of specialties + 1, is_active to
 * true. name_fr is the French name (bounded like the name; blank or null is none).
 */
export const specialtyCreateBody = z.object({
  name: requiredText(LIMITS.short, ADMIN_MSG.specialtyName),
  name_fr: optionalText(LIMITS.short).optional(),
  display_order: displayOrder.optional(),
  is_active: z.boolean().optional(),
});
export type SpecialtyCreateInput = z.input<typeof specialtyCreateBody>;
export type SpecialtyCreateBody = z.output<typeof specialtyCreateBody>;

/** PATCH /api/admin/specialties/{id}: the same fields, or is_active alone. */
export const specialtyPatchBody = specialtyCreateBody.partial().refine(someField, { error: ADMIN_MSG.nothingToChange });
export type SpecialtyPatchBody = z.output<typeof specialtyPatchBody>;

// ---- hospitals ----

/** A hospital as the admin sees it: the public shape plus the owning account's username. */
export const adminClinic = clinic.extend({ owner_username: z.string().nullable() });
export type AdminClinic = z.infer<typeof adminClinic>;

const hospitalFields = {
  name: requiredText(LIMITS.name, ADMIN_MSG.hospitalName),
  address: optionalText(LIMITS.address),
  city: optionalText(LIMITS.short),
  province: province(),
  phone: optionalText(LIMITS.phone),
  contact_email: optionalEmail(),
  website_url: optionalWebsite(),
  description: optionalText(LIMITS.text),
  referral_instructions: optionalText(LIMITS.text),
  /** The language the listing is written in ('en' | 'fr'), or null for not said. */
  language: clinicLanguage.nullish().transform((v) => v ?? null),
  /** The owning clinic account, or null for none (docs/decisions/031). */
  user_id: idParam.nullish().transform((v) => v ?? null),
  /** Opening hours, the emergency line and 24/7 service, as the clinic states them (issue 21). */
  hours: weeklyHours.nullish(),
  emergency_phone: optionalText(LIMITS.phone),
  emergency_24_7: z.boolean().optional(),
};

/** POST /api/admin/clinics: only the name is required; province defaults to Ontario (SPEC §9). */
export const adminClinicCreateBody = z.object({ ...hospitalFields, province: province().default('Ontario') });
export type AdminClinicCreateInput = z.input<typeof adminClinicCreateBody>;
export type AdminClinicCreateBody = z.output<typeof adminClinicCreateBody>;

/** PATCH /api/admin/clinics/{id}: any of the fields; an omitted field is left alone. */
export const adminClinicPatchBody = z.object(hospitalFields).partial().refine(someField, { error: ADMIN_MSG.nothingToChange });
export type AdminClinicPatchInput = z.input<typeof adminClinicPatchBody>;
export type AdminClinicPatchBody = z.output<typeof adminClinicPatchBody>;

/** GET /api/admin/clinics?q=&status= */
export const adminClinicListQuery = z.object({
  q: z.string().trim().max(LIMITS.short, { error: FIELD_MSG.tooLong(LIMITS.short) }).optional(),
  status: z.enum(LISTING_STATUSES).optional(),
});
export type AdminClinicListQuery = z.input<typeof adminClinicListQuery>;

/** POST /api/admin/clinics/{id}/reject: the note is mailed to the clinic and shown on its dashboard. */
export const adminClinicRejectBody = z.object({ note: requiredText(LIMITS.text, ADMIN_MSG.reviewNote) });
export type AdminClinicRejectInput = z.input<typeof adminClinicRejectBody>;

/** A clinic-role account with no listing yet: the choices of the owner picker. */
export const clinicAccount = z.object({ id: z.number().int(), username: z.string(), display_name: z.string().nullable() });
export type ClinicAccount = z.infer<typeof clinicAccount>;

// ---- a hospital's specialties ----

export const clinicSpecialtyParams = z.object({ id: idParam, specialtyId: idParam });

/** POST /api/admin/clinics/{id}/specialties: omitted fields take ADMIN_SPECIALTY_DEFAULTS (SPEC §4). */
export const adminClinicSpecialtyAdd = z.object({
  specialty_id: idParam,
  wait_time: adminWaitTime.optional(),
  accepting_emergency: z.boolean().optional(),
  // null or blank clears the notes; omitted takes the default 'Added by admin'.
  notes: z.string().trim().max(LIMITS.text, { error: FIELD_MSG.tooLong(LIMITS.text) }).nullable().optional(),
});
export type AdminClinicSpecialtyAdd = z.input<typeof adminClinicSpecialtyAdd>;

/** PATCH /api/admin/clinics/{id}/specialties/{specialtyId}: any of wait time, notes, emergency flag. */
export const adminClinicSpecialtyPatch = z
  .object({
    wait_time: adminWaitTime.nullish(),
    notes: optionalText(LIMITS.text).optional(),
    accepting_emergency: z.boolean().optional(),
  })
  .refine(someField, { error: ADMIN_MSG.nothingToChange });
export type AdminClinicSpecialtyPatch = z.input<typeof adminClinicSpecialtyPatch>;

// ---- a hospital's pricings ----

export const pricingParams = z.object({ id: idParam, pricingId: idParam });

/**
 * POST /api/admin/clinics/{id}/pricings. The path names the hospital; a body clinic_id is accepted
 * only when it names the same one (docs/decisions/033).
 */
export const adminPricingBody = pricingBody.extend({ clinic_id: idParam.optional() });
export type AdminPricingInput = z.input<typeof adminPricingBody>;

/** PATCH /api/admin/clinics/{id}/pricings/{pricingId}: any of the fields. */
export const adminPricingPatch = pricingBody
  .partial()
  .extend({ clinic_id: idParam.optional() })
  .refine((v) => someField({ ...v, clinic_id: undefined }), { error: ADMIN_MSG.nothingToChange });
export type AdminPricingPatchInput = z.input<typeof adminPricingPatch>;

// ---- audit log ----

/** GET /api/admin/audit answers this many entries unless `limit` says otherwise, and never more than the max. */
export const AUDIT_LIMIT_DEFAULT = 50;
export const AUDIT_LIMIT_MAX = 200;
/** Longest accepted action prefix and actor search; actions are short dotted names such as 'admin.clinic.delete'. */
export const AUDIT_ACTION_MAX = 64;
export const AUDIT_ACTOR_MAX = 254;

export const AUDIT_MSG = {
  action: `An action prefix is at most ${AUDIT_ACTION_MAX} letters, digits, dots, hyphens or underscores`,
  actor: `At most ${AUDIT_ACTOR_MAX} characters`,
  limit: `Limit must be a whole number from 1 to ${AUDIT_LIMIT_MAX}`,
} as const;

/**
 * The action groups the audit filter offers, each an action prefix: every sign-in attempt, every
 * registration, every password change attempt, every admin write.
 */
export const AUDIT_ACTION_GROUPS = {
  signIns: 'auth.login.',
  registrations: 'auth.register',
  passwordChanges: 'auth.password.',
  adminChanges: 'admin.',
} as const;
export type AuditActionGroup = keyof typeof AUDIT_ACTION_GROUPS;

/**
 * GET /api/admin/audit?action=&actor=&limit=. `action` is an action prefix ('auth.' or 'admin.clinic'),
 * compared without regard to case; `actor` a part of the actor's username (case-insensitive, wildcards
 * literal). Blank filters are no filters.
 */
export const adminAuditQuery = z.object({
  action: z
    .string({ error: AUDIT_MSG.action })
    .trim()
    .max(AUDIT_ACTION_MAX, { error: AUDIT_MSG.action })
    .regex(/^[a-z0-9._-]*$/i, { error: AUDIT_MSG.action })
    .transform((s) => s.toLowerCase())
    .optional(),
  actor: z
    .string({ error: AUDIT_MSG.actor })
    .trim()
    .max(AUDIT_ACTOR_MAX, { error: AUDIT_MSG.actor })
    .transform((s) => s.toLowerCase())
    .optional(),
  limit: z
    .string({ error: AUDIT_MSG.limit })
    .regex(/^\d{1,3}$/, { error: AUDIT_MSG.limit })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: AUDIT_MSG.limit }).max(AUDIT_LIMIT_MAX, { error: AUDIT_MSG.limit }))
    .default(AUDIT_LIMIT_DEFAULT),
});
export type AdminAuditQuery = z.input<typeof adminAuditQuery>;
export type AdminAuditFilter = z.output<typeof adminAuditQuery>;

/**
 * One audit entry as the admin sees it. `actor` is null for anonymous events (a failed sign-in to an
 * unknown username) and for accounts since deleted. The stored `detail` is not sent.
 */
export const auditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
