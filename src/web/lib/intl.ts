/**
 * Intl formatters, each made once per language and options and then reused. Making one costs from
 * ~0.1 ms to several ms (the first of a locale loads its data), and a page formats dozens of dates,
 * numbers and plurals per render: new ones on every call were 32 ms of the referral form's first
 * render at 4× CPU slowdown (file sizes alone). The options are the key, so callers pass literals.
 * The first formatter of a page would also load ICU's data for the language (25-150 ms in Chromium);
 * the starter has a worker load it off the main thread first (scripts/prerender.mjs, warmIntl,
 * docs/decisions/132), so a new kind of formatter here belongs in that worker's list too.
 */
const made = new Map<string, unknown>();

function once<T>(kind: string, language: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${language}|${options === undefined ? '' : JSON.stringify(options)}`;
  let found = made.get(key) as T | undefined;
  if (found === undefined) {
    found = make();
    made.set(key, found);
  }
  return found;
}

export const dateTimeFormat = (language: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  once('date', language, options, () => new Intl.DateTimeFormat(language, options));

export const numberFormat = (language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  once('number', language, options, () => new Intl.NumberFormat(language, options));

export const relativeTimeFormat = (language: string, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat =>
  once('relative', language, options, () => new Intl.RelativeTimeFormat(language, options));

export const pluralRules = (language: string): Intl.PluralRules => once('plural', language, undefined, () => new Intl.PluralRules(language));
