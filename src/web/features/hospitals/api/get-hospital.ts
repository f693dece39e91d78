import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HospitalDetail } from '@shared/contracts/hospitals';
import { ApiError, api } from '@web/lib/api-client';

export const hospitalQueryKey = (id: number) => ['hospitals', id] as const;

/** SPEC §8: the hospital fetch fails with this message; the status is kept so a 404 can read naturally. */
export const HOSPITAL_FETCH_FAILED = 'Failed to fetch hospital data';

/** GET /api/hospitals/{id}: clinic, services (with procedures), pricings and specialties. */
export async function getHospital(id: number): Promise<HospitalDetail> {
  try {
    return await api.get<HospitalDetail>(`/api/hospitals/${id}`);
  } catch (err) {
    if (err instanceof ApiError) throw new ApiError(err.status, HOSPITAL_FETCH_FAILED, err.serverMessage, err.code);
    throw new Error(HOSPITAL_FETCH_FAILED, { cause: err });
  }
}

export const hospitalQueryOptions = (id: number) => queryOptions({ queryKey: hospitalQueryKey(id), queryFn: () => getHospital(id) });

/** Fetches only when `id` is a valid id (a malformed path never reaches the server). */
export const useHospital = (id: number | null) =>
  useQuery({ ...hospitalQueryOptions(id ?? 0), enabled: id !== null });
