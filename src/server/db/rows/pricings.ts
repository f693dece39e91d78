import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Pricing } from '@shared/contracts/hospitals';
import type { PricingsTable } from '../schema';
import { matchKey, nowIso } from '../search-key';

/**
 * pricings (a clinic's quotes): the columns the API reads, the one row → Pricing mapper, and the one
 * place the derived columns (search_key, created_at, updated_at) are computed on write. Readers
 * (hospital profile, clinic and admin quote lists, the quote a write returns) select `pricingColumns`
 * and map with `toPricing`; writers (services, seed, bench dataset, test factories) build their row
 * with `toPricingRow` / `toPricingPatch`.
 */
export const pricingColumns = [
  'pricings.id',
  'pricings.clinic_id',
  'pricings.specialty_id',
  'pricings.procedure_name',
  'pricings.price_range',
  'pricings.description',
  'pricings.updated_at',
] as const;

export type PricingRow = Omit<Selectable<PricingsTable>, 'search_key' | 'created_at'>;

/** The one place a pricings row becomes the API's quote. */
export function toPricing(row: PricingRow): Pricing {
  return {
    id: Number(row.id),
    clinic_id: Number(row.clinic_id),
    specialty_id: row.specialty_id === null ? null : Number(row.specialty_id),
    procedure_name: row.procedure_name,
    price_range: row.price_range,
    description: row.description,
    updated_at: row.updated_at,
  };
}

/** Columns computed on write, never taken from a caller. */
type Derived = 'id' | 'search_key' | 'created_at' | 'updated_at';

/** What a quote is written from; the timestamps default to now (the seed and the bench back-date them). */
export type PricingInput = Omit<Insertable<PricingsTable>, Derived> & Partial<Pick<PricingsTable, 'created_at' | 'updated_at'>>;
/** An edit never moves a quote to another clinic. */
export type PricingPatchInput = Omit<Updateable<PricingsTable>, Derived | 'clinic_id'>;

/** A new pricings row: search_key from the procedure name, timestamps now unless given. */
export function toPricingRow(input: PricingInput, now: string = nowIso()): Insertable<PricingsTable> {
  return {
    ...input,
    search_key: matchKey(input.procedure_name),
    created_at: input.created_at ?? now,
    updated_at: input.updated_at ?? now,
  };
}

/** A SET the repository accepts: it always moves updated_at, so it comes from `toPricingPatch`. */
export type PricingSet = Updateable<PricingsTable> & Pick<PricingsTable, 'updated_at'>;

/** The SET of a quote edit: search_key follows a new procedure name; updated_at moves on every edit. */
export function toPricingPatch(patch: PricingPatchInput, now: string = nowIso()): PricingSet {
  return { ...patch, ...(patch.procedure_name !== undefined && { search_key: matchKey(patch.procedure_name) }), updated_at: now };
}
