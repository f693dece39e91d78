import type { ReferralDue } from '@shared/contracts/referrals';
import { currentLanguage } from '@web/i18n';
import { numberFormat, relativeTimeFormat } from '@web/lib/intl';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The span's largest whole unit, at least 1: minutes under an hour, hours under a day, else days. */
function span(ms: number): { n: number; unit: 'minute' | 'hour' | 'day' } {
  const abs = Math.abs(ms);
  if (abs < HOUR) return { n: Math.max(1, Math.round(abs / MINUTE)), unit: 'minute' };
  if (abs < DAY) return { n: Math.round(abs / HOUR), unit: 'hour' };
  return { n: Math.floor(abs / DAY), unit: 'day' };
}

/**
 * How a referral stands against the hospital's target (issue 59), in the language shown: "in 3 hours"
 * (Intl.RelativeTimeFormat) while on time, "1 day" (a unit count) once overdue; null without a target.
 * The server says whether it is overdue; the clock only sizes the span.
 */
export function dueSpan(due: ReferralDue, now: Date = new Date()): { overdue: boolean; text: string } | null {
  if (!due.due_at) return null;
  const left = Date.parse(due.due_at) - now.getTime();
  const overdue = due.overdue || left <= 0;
  const { n, unit } = span(left);
  const language = currentLanguage();
  if (overdue) return { overdue, text: numberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(n) };
  return { overdue, text: relativeTimeFormat(language, { numeric: 'always' }).format(n, unit) };
}
