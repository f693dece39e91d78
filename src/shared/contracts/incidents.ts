import { z } from '@shared/zod';
import { ADMIN_MSG } from './admin';
import { idParam } from './common';
import { day } from './dates';
import { LIMITS, optionalText, requiredText } from './fields';
import { REFERRAL_MSG } from './referrals';

/**
 * The register of confidentiality incidents (issue 23, docs/decisions/107): what Québec's regulation
 * on confidentiality incidents asks a register to hold, kept at least 5 years.
 */
export const INCIDENT_MSG = {
  description: 'Describe what happened',
  data: 'Say which personal information was concerned',
  people: 'Say whose personal information was concerned',
  seriousRisk: 'Say whether there is a risk of serious injury',
  peopleCount: 'The number of people must be a whole number, 0 or more',
  knownBeforeOccurred: 'The date you learned of the incident cannot be before the incident',
} as const;

/** Years an incident stays in the register after the date it became known (it may be deleted after). */
export const INCIDENT_KEEP_YEARS = 5;

const incidentDay = day(REFERRAL_MSG.date);
const optionalDay = incidentDay
  .nullish()
  .or(z.literal('').transform(() => null))
  .transform((v) => v ?? null);

const fields = {
  /** When it happened (or began). */
  occurred_on: incidentDay,
  /** When the organisation learned of it; the 5 years run from here. */
  known_on: incidentDay,
  description: requiredText(LIMITS.text, INCIDENT_MSG.description),
  data_concerned: requiredText(LIMITS.text, INCIDENT_MSG.data),
  people_concerned: requiredText(LIMITS.text, INCIDENT_MSG.people),
  people_count: z.number({ error: INCIDENT_MSG.peopleCount }).int({ error: INCIDENT_MSG.peopleCount }).min(0, { error: INCIDENT_MSG.peopleCount }).max(100_000_000, { error: INCIDENT_MSG.peopleCount }).nullable(),
  serious_risk: z.boolean({ error: INCIDENT_MSG.seriousRisk }),
  /** The notice to the Commission d'accès à l'information, and to the people concerned. */
  commission_notified_on: optionalDay,
  persons_notified_on: optionalDay,
  measures: optionalText(LIMITS.text),
};

const datesInOrder = (v: { occurred_on?: string; known_on?: string }) => !v.occurred_on || !v.known_on || v.occurred_on <= v.known_on;

/** POST /api/admin/incidents. */
export const incidentCreateBody = z
  .object({ ...fields, people_count: fields.people_count.optional().transform((v) => v ?? null), measures: fields.measures.optional() })
  .refine(datesInOrder, { error: INCIDENT_MSG.knownBeforeOccurred, path: ['known_on'] });
export type IncidentCreateBody = z.input<typeof incidentCreateBody>;

/** PATCH /api/admin/incidents/{id}: only the fields sent change; the dates are checked against the stored ones too. */
export const incidentPatchBody = z
  .object(fields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: ADMIN_MSG.nothingToChange })
  .refine(datesInOrder, { error: INCIDENT_MSG.knownBeforeOccurred, path: ['known_on'] });

export const incidentParams = z.object({ id: idParam });

export const incident = z.object({
  id: z.number().int(),
  occurred_on: z.string(),
  known_on: z.string(),
  description: z.string(),
  data_concerned: z.string(),
  people_concerned: z.string(),
  people_count: z.number().int().nullable(),
  serious_risk: z.boolean(),
  commission_notified_on: z.string().nullable(),
  persons_notified_on: z.string().nullable(),
  measures: z.string().nullable(),
  /** Who recorded it (a snapshot of their name). */
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The first day it may be deleted: known_on + 5 years. */
  keep_until: z.string(),
});
export type Incident = z.infer<typeof incident>;

/** GET /api/admin/incidents: the whole register, the most recently known first. */
export const incidentList = z.object({ items: z.array(incident) });
export type IncidentList = z.infer<typeof incidentList>;
