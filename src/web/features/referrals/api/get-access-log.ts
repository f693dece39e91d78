import { useQuery } from '@tanstack/react-query';
import type { ReferralAccessLog } from '@shared/contracts/referrals';
import { api } from '@web/lib/api-client';
import { referralKeys } from './keys';

/** GET /api/referrals/{id}/access-log: who at the hospital opened it, newest first (the latest 50 and the total). */
export const getAccessLog = (id: number) => api.get<ReferralAccessLog>(`/api/referrals/${id}/access-log`);

// Under the referral's key, so whatever refreshes the referral refreshes this; fetched again on each visit.
export const useAccessLog = (id: number) => useQuery({ queryKey: [...referralKeys.detail(id), 'access-log'], queryFn: () => getAccessLog(id), staleTime: 0 });
