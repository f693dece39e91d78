import { LAT_LON, POSTAL_CODE } from '@shared/contracts/search';
import type { SearchResult } from '@shared/contracts/search';
import type { Db } from '../../db';
import { searchKey } from '../../db/search-key';
import { appError } from '../../errors';
import { findSpecialty } from '../catalogue/repository';
import { locatePlace, locatePostalCode } from '../places/gazetteer';
import type { Origin } from './near';
import * as repo from './repository';

interface Near {
  near?: string;
  radius_km?: number;
}

/**
 * Where a search near a place starts: `lat,lon`, a postal code or its FSA (the district's centroid),
 * or a Canadian city or town ("Gatineau", "London, ON") found in the gazetteer (docs/decisions/094).
 * A postal district or a name the datasets do not hold is refused with a sentence the vet can act on.
 */
export function originOf({ near, radius_km }: Near): Origin | undefined {
  if (!near) return undefined;
  const coordinates = LAT_LON.exec(near);
  if (coordinates) {
    const [lat, lon] = [Number(coordinates[1]), Number(coordinates[2])];
    if (Math.abs(lat) <= 90 && Math.abs(lon) <= 180) return { lat, lon, radiusKm: radius_km };
  }
  // "K2P, Ontario" is how a picked postal suggestion reads: the province adds nothing to an FSA.
  if (POSTAL_CODE.test(near.replace(/,[^,]*$/, ''))) {
    const district = locatePostalCode(near);
    if (!district) throw appError('PLACE_POSTAL_CODE');
    return { lat: district.lat, lon: district.lon, radiusKm: radius_km };
  }
  const place = locatePlace(near);
  if (!place) throw appError('PLACE_NOT_FOUND');
  return { lat: place.lat, lon: place.lon, radiusKm: radius_km };
}

/** Specialty search. An inactive specialty is never searchable: it answers an empty list. */
export async function bySpecialty(db: Db, specialtyId: number, query: { province?: string } & Near = {}): Promise<SearchResult[]> {
  const results = await repo.searchBySpecialty(db, specialtyId, query.province, originOf(query));
  // Only an empty answer needs the second look, to tell "no hospitals" from "no such specialty".
  if (results.length === 0 && !(await findSpecialty(db, specialtyId))) throw appError('SPECIALTY_NOT_FOUND');
  return results;
}

/** Name or procedure search; a non-blank name wins (SPEC §5). `near` alone lists the hospitals around a place. */
export async function byNameOrProcedure(
  db: Db,
  query: { name?: string; procedure?: string; province?: string } & Near,
): Promise<SearchResult[]> {
  const origin = originOf(query);
  const name = searchKey(query.name ?? '');
  if (name) return repo.searchByName(db, name, query.province, origin);
  const procedure = searchKey(query.procedure ?? '');
  if (procedure) return repo.searchByProcedure(db, procedure, query.province, origin);
  if (origin) return repo.searchNear(db, origin, query.province);
  return [];
}
