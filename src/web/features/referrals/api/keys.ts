import type { ReferralView, Urgency } from '@shared/contracts/referrals';
import type { ReferralStatus } from '@shared/referral-status';
import { unopenedKey } from './get-unopened';

export interface ReferralListParams {
  box: 'sent' | 'received';
  status?: ReferralStatus;
  q?: string;
  /** The clinic's work queue (issue 59): its view and filters. */
  view?: ReferralView;
  urgency?: Urgency;
  specialty_id?: number;
  /** 'me', 'none' or a user id. */
  assignee?: string;
}

/** The referral feature's cache keys: every list under one prefix, so a change refreshes them all. */
export const referralKeys = {
  all: ['referrals'] as const,
  lists: ['referrals', 'list'] as const,
  list: (params: ReferralListParams) => ['referrals', 'list', params] as const,
  unopened: unopenedKey,
  detail: (id: number) => ['referrals', 'detail', id] as const,
  assignees: ['referrals', 'assignees'] as const,
  specialties: ['referrals', 'clinic-specialties'] as const,
};
