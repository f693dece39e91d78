import { describe, expect, it } from 'vitest';
import { setLanguage } from '@web/i18n';
import { AUDIT_GROUP_CHOICES, auditActionPrefix, formatAuditTime, isAuditGroupChoice } from './audit';

describe('audit filter choices', () => {
  it('maps each choice to its action prefix', () => {
    expect(AUDIT_GROUP_CHOICES.map(auditActionPrefix)).toEqual(['', 'auth.login.', 'auth.register', 'auth.password.', 'admin.']);
  });

  it('recognises only its own choices', () => {
    expect(isAuditGroupChoice('signIns')).toBe(true);
    expect(isAuditGroupChoice('auth.')).toBe(false);
  });
});

describe('formatAuditTime', () => {
  const utc = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

  it('shows a short date and the time', () => {
    const text = formatAuditTime('2024-03-05T15:04:00.000Z', utc);
    expect(text).toMatch(/^Mar 5, 2024/);
    expect(text).toMatch(/3:04/);
  });

  it('keeps text that is not a date as it is', () => {
    expect(formatAuditTime('yesterday', utc)).toBe('yesterday');
  });

  it('writes in the language shown', async () => {
    expect(formatAuditTime('2024-03-05T15:04:00.000Z')).toMatch(/^Mar 5, 2024/);
    await setLanguage('fr-CA');
    try {
      expect(formatAuditTime('2024-03-05T15:04:00.000Z')).toMatch(/^5 mars 2024/);
    } finally {
      await setLanguage('en-CA');
    }
  });
});
