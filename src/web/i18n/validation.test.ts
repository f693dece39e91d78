import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/constants';
import { ADMIN_MSG, AUDIT_MSG } from '@shared/contracts/admin';
import { MSG } from '@shared/contracts/auth';
import { CLINIC_MSG } from '@shared/contracts/clinic';
import { ID_MSG } from '@shared/contracts/common';
import { FIELD_MSG, LIMITS } from '@shared/contracts/fields';
import { INCIDENT_MSG } from '@shared/contracts/incidents';
import { HOURS_MSG } from '@shared/contracts/fields';
import { PROFILE_MSG } from '@shared/contracts/profile';
import { REFERRAL_MESSAGE_MSG, REFERRAL_MSG, referralTargetsBody } from '@shared/contracts/referrals';
import { SEARCH_MSG } from '@shared/contracts/search';
import { createSearchTerm } from '@shared/contracts/search-terms';
import { setLanguage } from '@web/i18n';
import { validationText } from '@web/i18n/namespaces/validation';
import en from './en-CA/validation';
import fr from './fr-CA/validation';

/** The vocabulary form's messages (issue 57), built inside its schema: read from what it answers. */
const SEARCH_TERM_MESSAGES = [{ concept: '', term: '' }, { concept: '--', term: '--' }].flatMap(
  (bad) => createSearchTerm.safeParse(bad).error?.issues.map((i) => i.message) ?? [],
);

/** The referral targets' messages (issue 59), built inside their schema: read from what it answers. */
const TARGET_MESSAGES = referralTargetsBody.safeParse({ acknowledge_business_hours: 0, decide_business_days: 0 }).error?.issues.map((i) => i.message) ?? [];

/** Every validation message the shared contracts carry (SPEC §5), the length messages at each limit. */
const CONTRACT_MESSAGES = [
  ...Object.values(MSG),
  ...Object.values(ADMIN_MSG),
  ...Object.values(AUDIT_MSG),
  ...Object.values(CLINIC_MSG),
  ...Object.values(PROFILE_MSG),
  ...Object.values(SEARCH_MSG),
  ...Object.values(REFERRAL_MSG),
  ...Object.values(HOURS_MSG),
  ...Object.values(REFERRAL_MESSAGE_MSG),
  ...Object.values(INCIDENT_MSG),
  ...Object.values(FIELD_MSG).filter((m) => typeof m === 'string'),
  ...Object.values(LIMITS).map((max) => FIELD_MSG.tooLong(max)),
  ID_MSG,
  ...SEARCH_TERM_MESSAGES,
  ...TARGET_MESSAGES,
];

/** A catalogue message as a pattern: its {{placeholders}} stand for numbers. */
const pattern = (text: string) => new RegExp(`^${text.split(/\{\{\w+\}\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\d+')}$`);

describe('validation messages', () => {
  it('are shown as they are in English (SPEC §5’s exact strings)', () => {
    for (const message of CONTRACT_MESSAGES) expect(validationText(message)).toBe(message);
  });

  it('are each in the en-CA catalogue word for word, and the catalogue holds nothing else', () => {
    const catalogue = Object.values(en).map(pattern);
    expect(CONTRACT_MESSAGES.filter((m) => !catalogue.some((re) => re.test(m)))).toEqual([]);
    expect(Object.entries(en).filter(([, text]) => !CONTRACT_MESSAGES.some((m) => pattern(text).test(m)))).toEqual([]);
  });

  describe('in French', () => {
    beforeAll(() => setLanguage('fr-CA'));
    afterAll(() => setLanguage('en-CA'));

    it('has a catalogue entry for every message of the contracts', () => {
      const untranslated = CONTRACT_MESSAGES.filter((m) => validationText(m) === m);
      expect(untranslated).toEqual([]);
    });

    it('carries the numbers a message names', () => {
      expect(fr.passwordMin).toContain(` ${PASSWORD_MIN_LENGTH} `);
      expect(fr.passwordMax).toContain(` ${PASSWORD_MAX_LENGTH} `);
      expect(validationText('At most 120 characters')).toBe('Au plus 120 caractères');
      expect(validationText(MSG.passwordMin)).toBe(fr.passwordMin);
      expect(validationText(PROFILE_MSG.jobTitle)).toBe(fr.jobTitle);
    });

    it('leaves a message no catalogue knows, or one already in French, as it is', () => {
      expect(validationText('Choisissez une spécialité')).toBe('Choisissez une spécialité');
      expect(validationText(undefined)).toBeUndefined();
    });
  });
});
