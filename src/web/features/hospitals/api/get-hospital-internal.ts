import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HospitalInternal } from '@shared/contracts/hospitals';
import i18n from '@web/i18n';
import '@web/i18n/namespaces/hospitals';
import { ApiError, api } from '@web/lib/api-client';

export const hospitalInternalQueryKey = (id: number) => ['hospitals', id, 'internal'] as const;

/** SPEC §8: the internal page's fetch fails with 'Failed to fetch clinic data', which the page shows. */
const fetchFailed = () => i18n.t('hospitals:internal.fetchFailed');

/** GET /api/hospitals/{id}/internal: clinic and staff, for vets only. */
export async function getHospitalInternal(id: number): Promise<HospitalInternal> {
  try {
    return await api.get<HospitalInternal>(`/api/hospitals/${id}/internal`);
  } catch (err) {
    if (err instanceof ApiError) throw new ApiError(err.status, fetchFailed(), err.serverMessage, err.code);
    throw new Error(fetchFailed(), { cause: err });
  }
}

export const hospitalInternalQueryOptions = (id: number) =>
  queryOptions({ queryKey: hospitalInternalQueryKey(id), queryFn: () => getHospitalInternal(id) });

/** SPEC §7: called only for a vet with an id present. */
export const useHospitalInternal = (id: number | null, isVet: boolean) =>
  useQuery({ ...hospitalInternalQueryOptions(id ?? 0), enabled: id !== null && isVet });
