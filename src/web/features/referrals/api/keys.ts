import type { ReferralStatus } from '@shared/referral-status';
import { unopenedKey } from './get-unopened';

export interface ReferralListParams {
  box: 'sent' | 'received';
  status?: ReferralStatus;
  q?: string;
}

/** The referral feature's cache keys: every list under one prefix, so a change refreshes them all. */
export const referralKeys = {
  all: ['referrals'] as const,
  lists: ['referrals', 'list'] as const,
  list: (params: ReferralListParams) => ['referrals', 'list', params] as const,
  unopened: unopenedKey,
  detail: (id: number) => ['referrals', 'detail', id] as const,
};
