import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReferralStats } from '@shared/contracts/referral-stats';
import { api } from '@web/lib/api-client';

/** GET /api/admin/referrals/stats: referral counts by status and the share answered within 2 business days. */
export const getReferralStats = () => api.get<AdminReferralStats>('/api/admin/referrals/stats');

export const referralStatsQueryOptions = () => queryOptions({ queryKey: ['admin', 'referral-stats'] as const, queryFn: getReferralStats });

export const useAdminReferralStats = () => useQuery(referralStatsQueryOptions());
