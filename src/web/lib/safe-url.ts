/**
 * Links built from what clinics type. Only http: and https: URLs become website links, so a stored
 * "javascript:…" or "data:…" value can never run in a vet's browser.
 */

/**
 * A website as typed by a clinic → an http(s) URL, or null when it is not a web address. The same
 * rule the server validates with (a bare domain gets https:// added, SPEC §2).
 */
export { websiteHref } from '@shared/contracts/field-rules';

/** How to show a website link: without the scheme and a lone trailing slash. */
export function websiteLabel(href: string): string {
  return href.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

const EMAIL = /^[^\s@/:?#]+@[^\s@/:?#]+\.[^\s@/:?#]+$/;

/** mailto: link for a plain e-mail address, null for anything else. */
export function mailtoHref(email: string | null | undefined): string | null {
  const text = email?.trim();
  if (!text || !EMAIL.test(text)) return null;
  return `mailto:${text}`;
}

/** tel: link keeping only digits (and a leading +); null when there are too few digits to dial. */
export function telHref(phone: string | null | undefined): string | null {
  const text = phone?.trim();
  if (!text) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `tel:${text.startsWith('+') ? '+' : ''}${digits}`;
}
