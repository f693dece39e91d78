import type { Insertable, Updateable } from 'kysely';
import type { ProcedureWait } from '@shared/contracts/hospitals';
import type { ProcedureWaitsTable } from '../schema';
import { matchKey, nowIso } from '../search-key';

/**
 * procedure_waits: the columns the API reads, the one row → ProcedureWait mapper, and the one place
 * the derived columns (search_key, last_updated) are computed on write. An entry is shown with its
 * specialty's names (English and French), so the columns are read from `procedure_waits as pw` joined with `specialties as s`.
 */
export const procedureWaitColumns = [
  'pw.id',
  'pw.specialty_id',
  's.name as specialty',
  's.name_fr as specialty_fr',
  'pw.procedure',
  'pw.wait_time',
  'pw.last_updated',
] as const;

export interface ProcedureWaitRow {
  id: number;
  specialty_id: number;
  specialty: string;
  specialty_fr: string | null;
  procedure: string;
  wait_time: string;
  last_updated: string;
}

/** The one place a procedure_waits row (with its specialty's name) becomes the API's entry. */
export function toProcedureWait(row: ProcedureWaitRow): ProcedureWait {
  return {
    id: Number(row.id),
    specialty_id: Number(row.specialty_id),
    specialty: row.specialty,
    specialty_fr: row.specialty_fr,
    procedure: row.procedure,
    wait_time: row.wait_time,
    last_updated: row.last_updated,
  };
}

/** Columns computed on write, never taken from a caller. */
type Derived = 'id' | 'search_key' | 'last_updated';

/** What an entry is written from; last_updated defaults to now (the seed and the bench back-date it). */
export type ProcedureWaitInput = Omit<Insertable<ProcedureWaitsTable>, Derived> & Partial<Pick<ProcedureWaitsTable, 'last_updated'>>;
/** An edit never moves an entry to another clinic. */
export type ProcedureWaitPatchInput = Omit<Updateable<ProcedureWaitsTable>, Derived | 'clinic_id'>;

/** A new procedure_waits row: search_key from the procedure, last_updated now unless given. */
export function toProcedureWaitRow(input: ProcedureWaitInput, now: string = nowIso()): Insertable<ProcedureWaitsTable> {
  return { ...input, search_key: matchKey(input.procedure), last_updated: input.last_updated ?? now };
}

/** A SET the repository accepts: it always moves last_updated, so it comes from `toProcedureWaitPatch`. */
export type ProcedureWaitSet = Updateable<ProcedureWaitsTable> & Pick<ProcedureWaitsTable, 'last_updated'>;

/** The SET of an entry edit: search_key follows a new procedure; last_updated moves on every edit. */
export function toProcedureWaitPatch(patch: ProcedureWaitPatchInput, now: string = nowIso()): ProcedureWaitSet {
  return { ...patch, ...(patch.procedure !== undefined && { search_key: matchKey(patch.procedure) }), last_updated: now };
}
