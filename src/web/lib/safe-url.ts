/**
 * Links built from what clinics type. Only http: and https: URLs become website links, so a stored
 * "javascript:…" or "data:…" value can never run in a vet's browser.
 */

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** "example.ca:8080/…" looks like a scheme to the pattern above, but a port follows the colon. */
const HOST_WITH_PORT = /^[^/?#:@]+\.[^/?#:@]+:\d/;

/**
 * A website as typed by a clinic → an absolute http(s) URL, or null when it is empty or not a web
 * address. A bare domain ("www.example.ca") gets https:// added (SPEC §2).
 */
export function websiteHref(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  let candidate = text;
  if (text.startsWith('//')) candidate = `https:${text}`;
  else if (!SCHEME.test(text) || HOST_WITH_PORT.test(text)) candidate = `https://${text}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || /\s/.test(text)) return null;
  return url.href;
}

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
