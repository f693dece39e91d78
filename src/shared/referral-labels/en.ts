import type { DECLINE_REASONS } from '../contracts/referral-rules';
import type { ReferralStatus } from '../referral-status';

/**
 * The one catalogue of the referral's status and decline-reason labels (issue 58), keyed by their
 * stored values: the web's referral screens and notifications (i18n `referrals:vocab`), the mails and
 * the letters read it. One file per language, so the web's English chunk carries no French (the French
 * is fetched only when French is chosen, docs/decisions/070); each language is one typed record, so a
 * missing or extra key fails `tsc`.
 */
export interface ReferralLabels {
  status: { readonly [S in ReferralStatus]: string };
  declineReason: { readonly [R in (typeof DECLINE_REASONS)[number]]: string };
}

export default {
  status: {
    draft: 'Draft',
    submitted: 'Submitted',
    received: 'Received',
    info_requested: 'Information requested',
    accepted: 'Accepted',
    booked: 'Booked',
    completed: 'Completed',
    declined: 'Declined',
    cancelled: 'Cancelled',
  },
  declineReason: {
    outside_services: 'Outside the services we offer',
    no_capacity: 'No capacity at this time',
    needs_emergency_elsewhere: 'Needs emergency care elsewhere',
    incomplete_information: 'Incomplete information',
    other: 'Other reason',
  },
} as const satisfies ReferralLabels;
