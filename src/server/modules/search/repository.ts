import { type RawBuilder, sql } from 'kysely';
import { SEARCH_LIMIT, WAIT_RANK, WAIT_RANK_UNKNOWN } from '@shared/constants';
import type { SearchResult } from '@shared/contracts/search';
import type { Db } from '../../db';
import { escapeLike } from '../../db/search-key';
import { imageUrlFor } from '../images/repository';

const resultColumns = ['c.id', 'c.name', 'c.address', 'c.city', 'c.province', 'c.logo_image_id', 'c.contact_email'] as const;

interface ClinicRow {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  province: string;
  logo_image_id: number | null;
  contact_email: string | null;
}

const toResult = (r: ClinicRow): Omit<SearchResult, 'clinicSpecialty' | 'procedureMatch'> => ({
  id: Number(r.id),
  name: r.name,
  address: r.address,
  city: r.city,
  province: r.province,
  logo_url: imageUrlFor(r.logo_image_id),
  contact_email: r.contact_email,
});

/** Shortest waits first, using the rank of the SPEC §9 options; unknown labels after them. */
function waitRank(column: RawBuilder<unknown>): RawBuilder<number> {
  const cases = Object.entries(WAIT_RANK).map(([label, rank]) => sql`when ${label} then ${rank}`);
  return sql<number>`case ${column} ${sql.join(cases, sql` `)} else ${WAIT_RANK_UNKNOWN} end`;
}

/** `column LIKE %needle%` with the user's % and _ taken literally. */
const contains = (column: RawBuilder<unknown>, needle: string) => sql<boolean>`${column} like ${`%${escapeLike(needle)}%`} escape '\\'`;

/**
 * Hospitals offering an active specialty, one query: emergency-accepting first, then shorter waits,
 * then name (docs/decisions/012).
 */
export function specialtySearchQuery(db: Db, specialtyId: number, province?: string) {
  let q = db
    .selectFrom('clinic_specialties as cs')
    .innerJoin('specialties as s', 's.id', 'cs.specialty_id')
    .innerJoin('clinics as c', 'c.id', 'cs.clinic_id')
    .select([...resultColumns, 'cs.specialty_id', 'cs.wait_time', 'cs.accepting_emergency', 'cs.notes', 'cs.last_updated'])
    .where('cs.specialty_id', '=', specialtyId)
    .where('s.is_active', '=', 1);
  if (province) q = q.where('c.province', '=', province);
  return q
    .orderBy('cs.accepting_emergency', 'desc')
    .orderBy(waitRank(sql.ref('cs.wait_time')))
    .orderBy('c.search_key')
    .orderBy('c.id')
    .limit(SEARCH_LIMIT);
}

export async function searchBySpecialty(db: Db, specialtyId: number, province?: string): Promise<SearchResult[]> {
  const rows = await specialtySearchQuery(db, specialtyId, province).execute();
  return rows.map((r) => ({
    ...toResult(r),
    clinicSpecialty: {
      specialty_id: Number(r.specialty_id),
      wait_time: r.wait_time,
      accepting_emergency: Number(r.accepting_emergency) === 1,
      notes: r.notes,
      last_updated: r.last_updated,
    },
    procedureMatch: null,
  }));
}

/** Hospitals whose normalised name contains the normalised term; names starting with it first. */
export async function searchByName(db: Db, key: string, province?: string): Promise<SearchResult[]> {
  let q = db
    .selectFrom('clinics as c')
    .select(resultColumns)
    .where(contains(sql.ref('c.search_key'), key));
  if (province) q = q.where('c.province', '=', province);
  const rows = await q
    .orderBy(sql`case when ${sql.ref('c.search_key')} like ${`${escapeLike(key)}%`} escape '\\' then 0 else 1 end`)
    .orderBy('c.search_key')
    .orderBy('c.id')
    .limit(SEARCH_LIMIT)
    .execute();
  return rows.map((r) => ({ ...toResult(r), clinicSpecialty: null, procedureMatch: null }));
}

// A hospital may match through several quotes and waits; read enough rows to fill SEARCH_LIMIT hospitals.
const PROCEDURE_ROW_LIMIT = SEARCH_LIMIT * 20;

/**
 * Hospitals with a quote or a procedure wait entry whose name contains the term, in one query over
 * the union of both tables. Each result carries the first matching quote's price range and the
 * first matching wait entry's wait.
 */
export async function searchByProcedure(db: Db, key: string, province?: string): Promise<SearchResult[]> {
  const quotes = db
    .selectFrom('pricings as p')
    .select([
      'p.clinic_id',
      'p.procedure_name as procedure',
      sql<string | null>`${sql.ref('p.price_range')}`.as('price_range'),
      sql<string | null>`null`.as('wait_time'),
      sql<string | null>`null`.as('last_updated'),
    ])
    .where(contains(sql.ref('p.search_key'), key));
  const waits = db
    .selectFrom('procedure_waits as w')
    .select([
      'w.clinic_id',
      'w.procedure',
      sql<string | null>`null`.as('price_range'),
      sql<string | null>`${sql.ref('w.wait_time')}`.as('wait_time'),
      sql<string | null>`${sql.ref('w.last_updated')}`.as('last_updated'),
    ])
    .where(contains(sql.ref('w.search_key'), key));

  let q = db
    .selectFrom(quotes.unionAll(waits).as('m'))
    .innerJoin('clinics as c', 'c.id', 'm.clinic_id')
    .select([...resultColumns, 'm.procedure', 'm.price_range', 'm.wait_time', 'm.last_updated']);
  if (province) q = q.where('c.province', '=', province);
  const rows = await q.orderBy('c.search_key').orderBy('c.id').orderBy('m.procedure').limit(PROCEDURE_ROW_LIMIT).execute();

  const byClinic = new Map<number, SearchResult>();
  for (const r of rows) {
    const id = Number(r.id);
    let result = byClinic.get(id);
    if (!result) {
      if (byClinic.size === SEARCH_LIMIT) break;
      result = { ...toResult(r), clinicSpecialty: null, procedureMatch: { procedure: r.procedure, price_range: null, wait_time: null, last_updated: null } };
      byClinic.set(id, result);
    }
    const match = result.procedureMatch!;
    if (r.price_range !== null && match.price_range === null) {
      match.price_range = r.price_range;
      match.procedure = r.procedure;
    }
    if (r.wait_time !== null && match.wait_time === null) {
      match.wait_time = r.wait_time;
      match.last_updated = r.last_updated;
    }
  }
  return [...byClinic.values()];
}
