import { describe, expect, expectTypeOf, it } from 'vitest';
import i18n, { type Namespace, type TFunction } from '@web/i18n';
import { translate } from './runtime';

// `tsc --noEmit` checks this file: each @ts-expect-error below fails the typecheck when the call
// under it stops being an error, that is when t() accepts something the runtime does not implement
// (issue 58: i18next's own types used to let such a call through, and it then misbehaved).
/** What useTranslation(ns) gives, outside a component. */
const scoped = <Ns extends Namespace | readonly Namespace[]>(ns: Ns) =>
  ((key: string, options?: object) => translate(key, { ...options, ns: typeof ns === 'string' ? ns : ns[0] })) as unknown as TFunction<Ns>;
const admin = scoped('admin');
const notifications = scoped(['notifications', 'referrals'] as const);

describe('the types of t()', () => {
  it('take the catalogue’s keys, placeholders, count and defaultValue, and give strings', () => {
    expect(i18n.t('save')).toBe('Save');
    expect(i18n.t('referPatientTo', { name: 'Rideau' })).toBe('Refer a patient to Rideau');
    expect(i18n.t('hospitals:internal.fetchFailed', { defaultValue: 'x' })).toBeTypeOf('string');
    expectTypeOf(admin('audit.count', { count: 2 })).toEqualTypeOf<string>();
    expectTypeOf(notifications('referrals:vocab.declineReason.no_capacity')).toEqualTypeOf<string>();
    expectTypeOf(i18n.t('notFound', { returnObjects: true }).title).toEqualTypeOf<string>();
  });

  it('refuse an option outside the runtime’s subset', () => {
    // @ts-expect-error lng: the runtime has no per-call language
    i18n.t('save', { lng: 'fr-CA' });
    // @ts-expect-error context: the runtime has no _context keys
    i18n.t('save', { context: 'formal' });
    // @ts-expect-error ns: a namespace is named in the key, 'hospitals:…'
    i18n.t('internal.fetchFailed', { ns: 'hospitals' });
    // @ts-expect-error interpolation: the runtime never escapes (React does)
    i18n.t('referPatientTo', { name: 'Rideau', interpolation: { escapeValue: true } });
    // @ts-expect-error a value for a placeholder the string does not have
    i18n.t('referPatientTo', { name: 'Rideau', clinic: 'Nord' });
  });

  it('refuse a missing placeholder, a plural without its count, an unknown key, an object read as a string', () => {
    // @ts-expect-error name is missing
    i18n.t('referPatientTo');
    // @ts-expect-error a plural key needs its count
    admin('audit.count');
    // @ts-expect-error no such key
    i18n.t('no.such.key');
    // @ts-expect-error a namespace the scope does not list
    admin('clinic:quotes.addFailed');
    // @ts-expect-error an object needs returnObjects
    i18n.t('notFound');
  });
});
