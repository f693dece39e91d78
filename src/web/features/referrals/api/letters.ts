/**
 * GET /api/referrals/{id}/letter.pdf and report.pdf: served as downloads (same-origin cookie), so a
 * plain link is the whole client. The server writes them in the language asked (`?lang=`), else the
 * reader's, on Letter paper.
 */
export type LetterLanguage = 'en' | 'fr';
export const letterUrl = (referralId: number, lang?: LetterLanguage) => `/api/referrals/${referralId}/letter.pdf${lang ? `?lang=${lang}` : ''}`;
export const reportUrl = (referralId: number, lang?: LetterLanguage) => `/api/referrals/${referralId}/report.pdf${lang ? `?lang=${lang}` : ''}`;
