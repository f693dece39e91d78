import type { VetProfile } from '@shared/contracts/profile';
import { missingForSubmit } from '@shared/contracts/referral-rules';
import type { Referral, ReferralPatchBody, referralPatchBody } from '@shared/contracts/referrals';

/** The composer's form: what the inputs hold (text as typed, '' for nothing chosen). */
export interface ComposerValues {
  specialty_id: string;
  procedure: string;
  urgency: string;
  type: string;
  reason: string;
  question: string;
  patient: { name: string; species: string; breed: string; sex: string; date_of_birth: string; age: string; weight_kg: string; weight_date: string };
  clinical: { history: string; medications: Array<{ name: string; dose: string; frequency: string }>; treatments: string; tests: string };
  owner: { name: string; phone: string; email: string; language: string; consent: boolean };
  vet: { name: string; clinic: string; phone: string; email: string; license: string; license_province: string };
}

const GROUPS = ['patient', 'clinical', 'owner', 'vet'] as const;
type Group = (typeof GROUPS)[number];

/**
 * The form as the API's fields, flattened: 'urgency', 'patient.name', 'clinical.medications'… Each
 * value is what a PATCH would send for it (null for nothing). Comparing two of these says which
 * fields changed; a medication list is one field.
 */
export type Fields = Record<string, unknown>;

const text = (s: string | null | undefined) => s ?? '';

/** The form holding a saved referral. */
export function valuesFromReferral(r: Referral): ComposerValues {
  return {
    specialty_id: r.specialty ? String(r.specialty.id) : '',
    procedure: text(r.procedure),
    urgency: text(r.urgency),
    type: text(r.type),
    reason: text(r.reason),
    question: text(r.question),
    patient: {
      name: text(r.patient.name),
      species: text(r.patient.species),
      breed: text(r.patient.breed),
      sex: text(r.patient.sex),
      date_of_birth: text(r.patient.date_of_birth),
      age: text(r.patient.age),
      weight_kg: r.patient.weight_kg === null ? '' : String(r.patient.weight_kg),
      weight_date: text(r.patient.weight_date),
    },
    clinical: {
      history: text(r.clinical.history),
      medications: r.clinical.medications.map((m) => ({ name: m.name, dose: text(m.dose), frequency: text(m.frequency) })),
      treatments: text(r.clinical.treatments),
      tests: text(r.clinical.tests),
    },
    owner: { name: text(r.owner.name), phone: text(r.owner.phone), email: text(r.owner.email), language: text(r.owner.language), consent: r.owner.consent },
    vet: { name: text(r.vet.name), clinic: text(r.vet.clinic), phone: text(r.vet.phone), email: text(r.vet.email), license: text(r.vet.license), license_province: text(r.vet.license_province) },
  };
}

/** A new referral's form: the specialty the link named, the referring vet from their profile. */
export function newValues(specialtyId: string | null, profile: VetProfile | null | undefined): ComposerValues {
  return {
    specialty_id: specialtyId ?? '',
    procedure: '',
    urgency: '',
    type: '',
    reason: '',
    question: '',
    patient: { name: '', species: '', breed: '', sex: '', date_of_birth: '', age: '', weight_kg: '', weight_date: '' },
    clinical: { history: '', medications: [], treatments: '', tests: '' },
    owner: { name: '', phone: '', email: '', language: '', consent: false },
    vet: {
      name: text(profile?.name),
      clinic: text(profile?.clinic_name),
      phone: text(profile?.phone),
      email: text(profile?.contact_email),
      license: text(profile?.license_number),
      license_province: text(profile?.license_province),
    },
  };
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** "12,5" or "12.5" as a number; text that is no number stays text, for the schema to refuse with its message. */
function weight(s: string): number | string | null {
  const t = s.trim().replace(',', '.');
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : s;
}

/** The form's fields as the API takes them (see Fields). */
export function toFields(v: ComposerValues): Fields {
  return {
    specialty_id: /^\d+$/.test(v.specialty_id) ? Number(v.specialty_id) : null,
    procedure: orNull(v.procedure),
    urgency: orNull(v.urgency),
    type: orNull(v.type),
    reason: orNull(v.reason),
    question: orNull(v.question),
    'patient.name': orNull(v.patient.name),
    'patient.species': orNull(v.patient.species),
    'patient.breed': orNull(v.patient.breed),
    'patient.sex': orNull(v.patient.sex),
    'patient.date_of_birth': orNull(v.patient.date_of_birth),
    'patient.age': orNull(v.patient.age),
    'patient.weight_kg': weight(v.patient.weight_kg),
    'patient.weight_date': orNull(v.patient.weight_date),
    'clinical.history': orNull(v.clinical.history),
    // Rows left wholly blank are not medications; a row with a dose but no name is refused by the schema.
    'clinical.medications': v.clinical.medications
      .filter((m) => m.name.trim() || m.dose.trim() || m.frequency.trim())
      .map((m) => ({ name: m.name.trim(), dose: orNull(m.dose), frequency: orNull(m.frequency) })),
    'clinical.treatments': orNull(v.clinical.treatments),
    'clinical.tests': orNull(v.clinical.tests),
    'owner.name': orNull(v.owner.name),
    'owner.phone': orNull(v.owner.phone),
    'owner.email': orNull(v.owner.email),
    'owner.language': orNull(v.owner.language),
    'owner.consent': v.owner.consent,
    'vet.name': orNull(v.vet.name),
    'vet.clinic': orNull(v.vet.clinic),
    'vet.phone': orNull(v.vet.phone),
    'vet.email': orNull(v.vet.email),
    'vet.license': orNull(v.vet.license),
    'vet.license_province': orNull(v.vet.license_province),
  };
}

/** The fields of an empty form: what a draft not yet created is compared with. */
export const EMPTY_FIELDS: Fields = toFields(newValues(null, null));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value differs from `saved`. */
export const changedKeys = (current: Fields, saved: Fields): string[] => Object.keys(current).filter((k) => !same(current[k], saved[k]));

/** A request body with the given fields, nested as the API takes them ({ patient: { name } }). */
export function toBody(fields: Fields, keys: readonly string[]): ReferralPatchBody {
  const body: Record<string, unknown> = {};
  for (const key of keys) {
    const [head, leaf] = key.split('.') as [string, string | undefined];
    if (leaf === undefined) body[head] = fields[key];
    else ((body[head] ??= {}) as Record<string, unknown>)[leaf] = fields[key];
  }
  return body as ReferralPatchBody;
}

/** The field of a schema issue's path: ['clinical', 'medications', 2, 'name'] is 'clinical.medications'. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [head, leaf] = path;
  return GROUPS.includes(head as Group) && leaf !== undefined ? `${String(head)}.${String(leaf)}` : String(head);
}

/** The shared schema of a draft's PATCH, which the autosave checks the changed fields with. */
export type PatchSchema = typeof referralPatchBody;

let patchSchema: PatchSchema | null = null;

/**
 * Loads the shared schema (contracts/referrals.ts, its own chunk). The composer's first render needs
 * none of it: building the contract's schemas was 20-25 ms of the page's load (docs/decisions/134),
 * so the autosave loads it when the vet first changes a field.
 */
export async function loadPatchSchema(): Promise<PatchSchema> {
  patchSchema ??= (await import('./patch-schema')).referralPatchBody;
  return patchSchema;
}

/** The schema if an earlier composer loaded it already, else null. */
export const loadedPatchSchema = (): PatchSchema | null => patchSchema;

/**
 * What an autosave can send of the changed fields: the ones the shared schema accepts, and the
 * message of each it refuses (those wait until corrected; the rest is saved meanwhile).
 */
export function checkFields(schema: PatchSchema, fields: Fields, keys: readonly string[]): { valid: string[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const parsed = schema.safeParse(toBody(fields, keys));
  if (!parsed.success) for (const issue of parsed.error.issues) errors[fieldOf(issue.path)] ??= issue.message;
  return { valid: keys.filter((k) => !(k in errors)), errors };
}

/** What submitting still needs, read from the form as the server reads the saved referral. */
export function missingOf(fields: Fields): string[] {
  const f = (k: string) => fields[k] as never;
  // missingForSubmit reads only these fields of each group.
  const partial = {
    urgency: f('urgency'),
    reason: f('reason'),
    patient: { name: f('patient.name'), species: f('patient.species') },
    clinical: { history: f('clinical.history') },
    owner: { name: f('owner.name'), phone: f('owner.phone'), consent: f('owner.consent') },
    vet: { name: f('vet.name'), clinic: f('vet.clinic'), phone: f('vet.phone'), license: f('vet.license'), license_province: f('vet.license_province') },
  };
  return missingForSubmit(partial as unknown as Parameters<typeof missingForSubmit>[0]);
}

/** The id of the input of a field, so the checklist can take the user there. */
export const fieldId = (key: string) => `referral-${key.replace('.', '-')}`;
