import { type Province, RADII_KM } from '@shared/constants';
import type { SearchCriteria, SearchMode } from '../api/search';

export const SEARCH_MODES = ['specialty', 'name', 'procedure'] as const satisfies readonly SearchMode[];

/** The Select's value for "All provinces" (Radix Select items cannot use an empty value). */
export const ALL_PROVINCES = 'all' as const;

/** The radius Select's value for "Any distance". */
export const ANY_RADIUS = 'any' as const;
export const RADIUS_OPTIONS = [...RADII_KM.map(String), ANY_RADIUS] as const;
export type RadiusOption = (typeof RADIUS_OPTIONS)[number];

export interface SearchFormValues {
  mode: SearchMode;
  specialtyId: string;
  name: string;
  procedure: string;
  province: typeof ALL_PROVINCES | Province;
  /** A place or "lat,lon"; blank for anywhere (issue 21). */
  near: string;
  radius: RadiusOption;
  /**
   * Set beside the sort, not in the panel (issue 57); kept here so a new Search of a specialty keeps the
   * vet's choice while the URL holds it.
   */
  emergencyFirst: boolean;
}

export const emptySearchForm: SearchFormValues = {
  mode: 'specialty',
  specialtyId: '',
  name: '',
  procedure: '',
  province: ALL_PROVINCES,
  near: '',
  // Applies only once a place is set: near Ottawa means within driving distance unless told otherwise.
  radius: '100',
  emergencyFirst: false,
};

export interface SearchFormMessages {
  specialty: string;
  name: string;
  procedure: string;
  tooLong: string;
}

/** Valid form values → the criteria to search by; "All provinces" means no province filter. */
export function toSearchCriteria(v: SearchFormValues): SearchCriteria {
  const near = v.near.trim() || undefined;
  const where = {
    province: v.province === ALL_PROVINCES ? undefined : v.province,
    ...(near && { near, ...(v.radius !== ANY_RADIUS && { radiusKm: Number(v.radius) }) }),
  };
  if (v.mode === 'name') return { mode: 'name', name: v.name.trim(), ...where };
  if (v.mode === 'procedure') return { mode: 'procedure', procedure: v.procedure.trim(), ...where };
  return { mode: 'specialty', specialtyId: Number(v.specialtyId), ...(v.emergencyFirst && { emergencyFirst: true }), ...where };
}

/** Criteria (from the URL) back to the panel's values, so Back and reload show what was searched. */
export function toFormValues(c: SearchCriteria | null): SearchFormValues {
  if (!c) return emptySearchForm;
  return {
    ...emptySearchForm,
    mode: c.mode,
    specialtyId: c.mode === 'specialty' ? String(c.specialtyId) : '',
    name: c.mode === 'name' ? c.name : '',
    procedure: c.mode === 'procedure' ? c.procedure : '',
    province: c.province ?? ALL_PROVINCES,
    near: c.near ?? '',
    radius: c.near ? ((c.radiusKm ? String(c.radiusKm) : ANY_RADIUS) as RadiusOption) : emptySearchForm.radius,
    emergencyFirst: c.mode === 'specialty' && c.emergencyFirst === true,
  };
}

/** Same criteria twice: the Search button then refreshes the shown results instead of doing nothing. */
export const sameCriteria = (a: SearchCriteria | null, b: SearchCriteria | null) => JSON.stringify(a) === JSON.stringify(b);
