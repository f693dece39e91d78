/**
 * A patient's approximate age is free text ("9 years", "9 ans", "about 6 mo"). A plain count of years,
 * months or weeks, in English or French, is read so that each reader sees it in their own language
 * ("9 years" / "9 ans"); anything else is shown as typed. It is an age either way, never a date of birth.
 */
export type AgeUnit = 'years' | 'months' | 'weeks';

const AGE = /^\s*(?:about|approx\.?|environ|~)?\s*(\d{1,3})\s*(years?|yrs?|y|ans?|months?|mos?|mo|mois|m|weeks?|wks?|semaines?|sem)\.?(?:\s*old)?\s*$/i;

/** The count and unit of an age like "9 years" or "9 ans", or null when the text says something else. */
export function readAge(text: string | null | undefined): { count: number; unit: AgeUnit } | null {
  const m = text ? AGE.exec(text) : null;
  if (!m) return null;
  const word = m[2]!.toLowerCase();
  const unit: AgeUnit = /^(y|an)/.test(word) ? 'years' : /^(w|sem)/.test(word) ? 'weeks' : 'months';
  return { count: Number(m[1]), unit };
}
