import type { NearCriteria } from './search';

/** The query string of `where` a search looks: province, near, radius_km (each only when set). */
export function whereParams({ province, near, radiusKm }: NearCriteria): URLSearchParams {
  const query = new URLSearchParams();
  if (province) query.set('province', province);
  if (near) query.set('near', near);
  if (near && radiusKm) query.set('radius_km', String(radiusKm));
  return query;
}
