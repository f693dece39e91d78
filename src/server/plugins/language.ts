/** The languages the product is written in; en-CA is the default. */
export const LANGUAGES = ['en-CA', 'fr-CA'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The cookie the web app sets when someone picks a language (`lang=fr-CA; path=/; …`). */
export const LANGUAGE_COOKIE = 'lang';

/** A cookie's value from a Cookie header, undefined when absent (the first one wins, as browsers send the most specific first). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * The language Accept-Language prefers between French and English: the entry with the highest
 * q-value (the first on a tie) whose primary tag is fr or en; any fr-* is fr-CA and any en-* en-CA.
 * Undefined when it names neither (or only with q=0).
 */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  let best: { language: Language; q: number } | undefined;
  for (const entry of (header ?? '').split(',')) {
    const [tag = '', ...params] = entry.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'fr' && primary !== 'en') continue;
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { language: primary === 'fr' ? 'fr-CA' : 'en-CA', q };
  }
  return best?.language;
}

/**
 * The language of a request that has no stored preference to go by: the `lang` cookie when it names
 * one of ours (en-CA or fr-CA exactly), else the better of French and English in Accept-Language,
 * else en-CA (docs/decisions/070). Pure, so the session-aware caller can put the user's stored
 * preference before it.
 */
export function requestLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const cookie = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  if (cookie === 'en-CA' || cookie === 'fr-CA') return cookie;
  return acceptedLanguage(acceptLanguage) ?? 'en-CA';
}
