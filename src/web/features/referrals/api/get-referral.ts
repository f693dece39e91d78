import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Referral } from '@shared/contracts/referrals';
import { api } from '@web/lib/api-client';
import { referralKeys } from './keys';

/** GET /api/referrals/{id}: the referral with its timeline, files and what submitting still needs. */
export const getReferral = (id: number) => api.get<Referral>(`/api/referrals/${id}`);

// Refreshed on each visit: the other party may have acted since.
export const referralQueryOptions = (id: number) => queryOptions({ queryKey: referralKeys.detail(id), queryFn: () => getReferral(id), staleTime: 0 });

export const useReferral = (id: number | null) => useQuery({ ...referralQueryOptions(id ?? 0), enabled: id !== null });
