import { describe, expect, it } from 'vitest';
import { acceptedLanguage, requestLanguage } from './language';

describe('requestLanguage', () => {
  it('takes the lang cookie first, when it names en-CA or fr-CA', () => {
    expect(requestLanguage('lang=fr-CA', 'en-CA,en;q=0.9')).toBe('fr-CA');
    expect(requestLanguage('session=abc; lang=en-CA; x=1', 'fr-CA')).toBe('en-CA');
    expect(requestLanguage('a=b;lang=fr-CA', undefined)).toBe('fr-CA');
    expect(requestLanguage('lang="fr-CA"', undefined)).toBe('fr-CA');
    expect(requestLanguage('lang=fr-CA', undefined)).toBe('fr-CA');
  });

  it('ignores a cookie that names no language of ours, or only looks like the lang cookie', () => {
    expect(requestLanguage('lang=de-DE', 'fr')).toBe('fr-CA');
    expect(requestLanguage('lang=fr', 'en')).toBe('en-CA');
    expect(requestLanguage('lang=FR-ca', undefined)).toBe('en-CA');
    expect(requestLanguage('xlang=fr-CA; langx=fr-CA', undefined)).toBe('en-CA');
    expect(requestLanguage('lang=%E0%A4%A', 'fr')).toBe('fr-CA');
  });

  it('else takes the better of French and English in Accept-Language', () => {
    expect(requestLanguage(undefined, 'fr-CA,fr;q=0.9,en-CA;q=0.8')).toBe('fr-CA');
    expect(requestLanguage('', 'fr-FR')).toBe('fr-CA');
    expect(requestLanguage('', 'FR')).toBe('fr-CA');
    expect(requestLanguage('', 'fr-BE;q=0.5, en-US;q=0.4')).toBe('fr-CA');
    expect(requestLanguage('', 'de-DE, en;q=0.7, fr;q=0.8')).toBe('fr-CA');
    expect(requestLanguage('', 'en-GB, fr;q=0.9')).toBe('en-CA');
    expect(requestLanguage('', 'de-DE, es, en;q=0.1')).toBe('en-CA');
  });

  it('defaults to en-CA', () => {
    expect(requestLanguage(undefined, undefined)).toBe('en-CA');
    expect(requestLanguage('', '')).toBe('en-CA');
    expect(requestLanguage('', '*')).toBe('en-CA');
    expect(requestLanguage('', 'de-DE, es;q=0.8')).toBe('en-CA');
  });
});

describe('acceptedLanguage', () => {
  it('keeps the first of equal q-values and skips q=0 and malformed ones', () => {
    expect(acceptedLanguage('en, fr')).toBe('en-CA');
    expect(acceptedLanguage('fr, en')).toBe('fr-CA');
    expect(acceptedLanguage('fr;q=0, en;q=0.1')).toBe('en-CA');
    expect(acceptedLanguage('fr;q=abc, en;q=0.1')).toBe('en-CA');
    expect(acceptedLanguage('fr;q=2, en;q=0.1')).toBe('en-CA');
    expect(acceptedLanguage('french, english')).toBeUndefined();
    expect(acceptedLanguage('fr ; q=0.9, en;q=0.8')).toBe('fr-CA');
  });
});
