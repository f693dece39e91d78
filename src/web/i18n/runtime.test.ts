import { readdirSync } from 'node:fs';
import realI18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18n as ours, translate } from './runtime';

const LANGUAGES = ['en-CA', 'fr-CA'] as const;
const CATALOGUES = readdirSync('src/web/i18n/en-CA').map((f) => f.replace(/\.ts$/, '')).filter((name) => name !== 'document');
/** site-about, site-contact and site-legal are parts of the site namespace. */
const namespaceOf = (catalogue: string) => (catalogue.startsWith('site-') ? 'site' : catalogue);

/** Every leaf path of a catalogue, with plural suffixes folded into their base key. */
function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value) ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
}

describe('i18n runtime', () => {
  it('renders every string of every catalogue as i18next does, in English and in French', async () => {
    const real = realI18next.createInstance();
    await real.init({ lng: 'en-CA', fallbackLng: 'en-CA', defaultNS: 'common', interpolation: { escapeValue: false }, initAsync: false, resources: {} });
    await ours.init({ lng: 'en-CA', fallbackLng: 'en-CA', defaultNS: 'common' });
    const keys: [string, string][] = [];
    for (const catalogue of CATALOGUES) {
      const ns = namespaceOf(catalogue);
      for (const language of LANGUAGES) {
        const strings = ((await import(`./${language}/${catalogue}.ts`)) as { default: Record<string, unknown> }).default;
        real.addResourceBundle(language, ns, strings, true, false);
        ours.addResourceBundle(language, ns, strings, true, false);
        if (language === 'en-CA') keys.push(...keysOf(strings).map((key): [string, string] => [ns, key]));
      }
    }
    expect(keys.length).toBeGreaterThan(1000);
    // Values for every placeholder the catalogues use, and counts that pick each plural form.
    const values = { name: 'Ada', clinic: 'Clinique Nord', count: 0, days: 3, date: '2026-11-24', email: 'a@b.ca', n: 2, min: 8, max: 500 };
    const differing: string[] = [];
    for (const language of LANGUAGES) {
      await real.changeLanguage(language);
      await ours.changeLanguage(language);
      for (const [ns, key] of keys) {
        for (const options of [{ ns, ...values }, { ns, ...values, count: 1 }, { ns, ...values, count: 7 }, { ns, returnObjects: true }]) {
          const expected = JSON.stringify(real.t(key, options as never));
          // A list read without returnObjects is a programming error: i18next answers a sentence about it, we the key.
          if (!('returnObjects' in options) && expected.startsWith(`"key '${key} (`)) continue;
          const actual = JSON.stringify(translate(key, options));
          if (actual !== expected) differing.push(`${language} ${ns}:${key} ${JSON.stringify(options)}: ours ${actual}, i18next ${expected}`);
        }
      }
      // Missing keys, a default value, and a key naming its namespace.
      for (const [key, options] of [
        ['no.such.key', { ns: 'common' }],
        ['no.such.key', { ns: 'common', defaultValue: 'Fallback {{name}}', name: 'Ada' }],
        ['referrals:composer.submitFailed', {}],
      ] as const) {
        expect(JSON.stringify(translate(key, options))).toBe(JSON.stringify(real.t(key, options as never)));
      }
    }
    expect(differing.slice(0, 20)).toEqual([]);
  }, 60_000);

  it('tells its listeners when the language changes, once per change', async () => {
    await ours.changeLanguage('en-CA');
    const seen: string[] = [];
    const listener = (language: string) => seen.push(language);
    ours.on('languageChanged', listener);
    await ours.changeLanguage('fr-CA');
    await ours.changeLanguage('fr-CA');
    await ours.changeLanguage('en-CA');
    ours.off('languageChanged', listener);
    await ours.changeLanguage('fr-CA');
    expect(seen).toEqual(['fr-CA', 'en-CA']);
  });
});
