/**
 * GET /api/referrals/{id}/letter.pdf and report.pdf: served as downloads (same-origin cookie), so a
 * plain link is the whole client. The server writes them in the referral's language, on Letter paper.
 */
export const letterUrl = (referralId: number) => `/api/referrals/${referralId}/letter.pdf`;
export const reportUrl = (referralId: number) => `/api/referrals/${referralId}/report.pdf`;
