import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicReferralStats } from '@shared/contracts/referral-stats';
import { api } from '@web/lib/api-client';

/** GET /api/clinic/referral-stats: the clinic's own medians over the last 6 months and its open referrals by status. */
export const getReferralStats = () => api.get<ClinicReferralStats>('/api/clinic/referral-stats');

export const referralStatsQueryOptions = () => queryOptions({ queryKey: ['clinic', 'referral-stats'] as const, queryFn: getReferralStats });

export const useReferralStats = () => useQuery(referralStatsQueryOptions());
