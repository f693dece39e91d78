import type { SearchResult } from '@shared/contracts/search';
import type { Db } from '../../db';
import { searchKey } from '../../db/search-key';
import { appError } from '../../errors';
import { findSpecialty } from '../catalogue/repository';
import { addSearchMeasures } from '../measures/service';
import * as repo from './repository';

/** Specialty search. An inactive specialty is never searchable: it answers an empty list. */
export async function bySpecialty(db: Db, specialtyId: number, province?: string): Promise<SearchResult[]> {
  const results = await repo.searchBySpecialty(db, specialtyId, province);
  // Only an empty answer needs the second look, to tell "no hospitals" from "no such specialty".
  if (results.length === 0 && !(await findSpecialty(db, specialtyId))) throw appError('SPECIALTY_NOT_FOUND');
  return addSearchMeasures(db, results, specialtyId);
}

/** Name or procedure search; a non-blank name wins (SPEC §5). */
export async function byNameOrProcedure(
  db: Db,
  query: { name?: string; procedure?: string; province?: string },
): Promise<SearchResult[]> {
  const name = searchKey(query.name ?? '');
  if (name) return addSearchMeasures(db, await repo.searchByName(db, name, query.province));
  const procedure = searchKey(query.procedure ?? '');
  if (procedure) return addSearchMeasures(db, await repo.searchByProcedure(db, procedure, query.province));
  return [];
}
