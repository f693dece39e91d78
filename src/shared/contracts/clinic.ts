import { z } from '@shared/zod';
import { CLINIC_WAIT_TIMES } from '../constants';
import { CLINIC_MSG } from './clinic-messages';
import { idParam } from './common';
import { FIELD_MSG, LIMITS, email, optionalText, optionalWebsite, province, requiredText } from './fields';
import { specialty } from './catalogue';
import { weeklyHours } from './fields';
import { clinicLanguage } from './hospitals';

export { CLINIC_MSG } from './clinic-messages';

/**
 * GET/PATCH /api/clinics/profile — the clinic's own listing (the Edit Profile dialog). Name, address,
 * province and contact email are always sent; an optional field that is absent stays as it is, null
 * or blank clears it (a save naming only the required fields must not erase the others).
 */
export const clinicProfileBody = z.object({
  name: requiredText(LIMITS.name, CLINIC_MSG.name),
  address: requiredText(LIMITS.address, CLINIC_MSG.address),
  city: optionalText(LIMITS.short).optional(),
  province: province(CLINIC_MSG.province),
  contact_email: email(),
  phone: optionalText(LIMITS.phone).optional(),
  description: optionalText(LIMITS.text).optional(),
  website_url: optionalWebsite().optional(),
  referral_instructions: optionalText(LIMITS.text).optional(),
  /** The language the listing is written in: 'en', 'fr', or null (not said). */
  language: clinicLanguage.nullable().optional(),
  /** Opening hours (7 days, Monday first, null = closed), or null for "not listed" (issue 21). */
  hours: weeklyHours.nullable().optional(),
  emergency_phone: optionalText(LIMITS.phone).optional(),
  emergency_24_7: z.boolean().optional(),
});
export type ClinicProfileInput = z.input<typeof clinicProfileBody>;
export type ClinicProfileBody = z.output<typeof clinicProfileBody>;

/** POST /api/pricings (and the quote form). */
export const pricingBody = z.object({
  procedure_name: requiredText(LIMITS.name, CLINIC_MSG.procedureName, 2),
  price_range: requiredText(LIMITS.short, CLINIC_MSG.priceRange),
  description: optionalText(LIMITS.text),
  specialty_id: idParam.nullish().transform((v) => v ?? null),
});
export type PricingInput = z.input<typeof pricingBody>;
export type PricingBody = z.output<typeof pricingBody>;

/** PATCH /api/pricings/{id}: any of the fields. */
export const pricingPatch = pricingBody.partial().refine((v) => Object.values(v).some((x) => x !== undefined), {
  error: CLINIC_MSG.nothingToChange,
});

const clinicWaitTime = z.enum(CLINIC_WAIT_TIMES, { error: CLINIC_MSG.waitTime });

/** POST /api/clinic-specialties */
export const clinicSpecialtyAdd = z.object({ specialty_id: idParam });

/** PATCH /api/clinic-specialties/{specialtyId}: {wait_time, notes} saved together, or {accepting_emergency}. */
export const clinicSpecialtyPatch = z
  .object({
    wait_time: clinicWaitTime.nullish(),
    notes: optionalText(LIMITS.text).optional(),
    accepting_emergency: z.boolean().optional(),
  })
  .refine((v) => v.wait_time !== undefined || v.notes !== undefined || v.accepting_emergency !== undefined, {
    error: CLINIC_MSG.nothingToChange,
  });
export type ClinicSpecialtyPatch = z.input<typeof clinicSpecialtyPatch>;

export const specialtyIdParams = z.object({ specialtyId: idParam });

/** A clinic's own specialty row (GET /api/clinic-specialties). */
export const clinicSpecialty = z.object({
  clinic_id: z.number().int(),
  specialty_id: z.number().int(),
  // The catalogue entry as GET /api/specialties answers it (name_fr always sent; see catalogue.ts).
  specialty: specialty.pick({ id: true, name: true, name_fr: true, display_order: true, is_active: true }),
  wait_time: z.string().nullable(),
  accepting_emergency: z.boolean(),
  notes: z.string().nullable(),
  last_updated: z.string(),
});
export type ClinicSpecialty = z.infer<typeof clinicSpecialty>;

const staffFields = {
  name: requiredText(LIMITS.name, CLINIC_MSG.staffName),
  title: optionalText(LIMITS.short),
  specialties: z.array(z.string().trim().min(1).max(LIMITS.short, { error: FIELD_MSG.tooLong(LIMITS.short) })).max(20),
  bio: optionalText(LIMITS.text),
  photo: z.string().max(7_000_000).nullish(),
};

/** Staff members: POST /api/staff (specialties default to none). `photo` is a PNG/JPEG/WebP data URL, or null to remove. */
export const staffBody = z.object({ ...staffFields, specialties: staffFields.specialties.default([]) });
export type StaffInput = z.input<typeof staffBody>;
/**
 * PATCH /api/staff/{id}: any of the fields; an absent field stays as it is. Built from the fields
 * without POST's default, which would otherwise empty the specialties of every edit that omits them.
 */
export const staffPatch = z.object(staffFields).partial().refine((v) => Object.values(v).some((x) => x !== undefined), {
  error: CLINIC_MSG.nothingToChange,
});

/** PUT /api/staff/order: every staff id of the clinic, in the new order. */
export const staffOrderBody = z.object({ ids: z.array(idParam).max(500) });

/** Procedure wait entries: POST /api/procedure-waits, PATCH /api/procedure-waits/{id}. */
export const procedureWaitBody = z.object({
  specialty_id: idParam,
  procedure: requiredText(LIMITS.name, CLINIC_MSG.procedure),
  wait_time: clinicWaitTime,
});
export type ProcedureWaitInput = z.input<typeof procedureWaitBody>;
export const procedureWaitPatch = procedureWaitBody.partial().refine((v) => Object.values(v).some((x) => x !== undefined), {
  error: CLINIC_MSG.nothingToChange,
});
