/** One referral's addresses (the list's, /referrals, is in lib/paths with the app's other top-level pages). */
export const referralPaths = {
  view: (id: number | string) => `/referrals/${id}`,
  edit: (id: number | string) => `/referrals/${id}/edit`,
};
