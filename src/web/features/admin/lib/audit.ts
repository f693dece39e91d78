import { AUDIT_ACTION_GROUPS, type AuditActionGroup } from '@shared/contracts/admin';
import { currentLanguage } from '@web/i18n';
import { dateTimeFormat } from '@web/lib/intl';

/** The action filter's choices in the order shown; 'all' sends no action filter. */
export const AUDIT_GROUP_CHOICES = ['all', 'signIns', 'registrations', 'passwordChanges', 'adminChanges'] as const satisfies readonly ('all' | AuditActionGroup)[];
export type AuditGroupChoice = (typeof AUDIT_GROUP_CHOICES)[number];

/** The action prefix a choice filters on ('' for all). */
export const auditActionPrefix = (choice: AuditGroupChoice): string => (choice === 'all' ? '' : AUDIT_ACTION_GROUPS[choice]);

export const isAuditGroupChoice = (value: string): value is AuditGroupChoice => (AUDIT_GROUP_CHOICES as readonly string[]).includes(value);

/** The audit log's time format in the language shown. */
const auditTime = (language = currentLanguage()) => dateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * "Mar 5, 2024, 3:04 p.m." (en-CA) or « 5 mars 2024, 15 h 04 » (fr-CA): the language shown, the
 * viewer's time zone; the raw text when it is not a date.
 */
export function formatAuditTime(iso: string, format: Intl.DateTimeFormat = auditTime()): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : format.format(time);
}
