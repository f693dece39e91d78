// Importing this module registers the validation messages of the shared contracts (SPEC §5) and
// exports validationText, which the form field (components/ui/form-field.tsx) shows a schema's message
// through. The schemas speak SPEC §5's English, so English needs no catalogue: the French chunk brings
// the French and the English it translates (fr-CA/validation.ts re-exports en-CA's as `english`), and
// English pays nothing (docs/decisions/070).
import i18next, { addNamespace } from '@web/i18n';
import type validation from '@web/i18n/en-CA/validation';

let english: typeof validation | undefined;
addNamespace('validation', {}, () =>
  import('@web/i18n/fr-CA/validation').then((m) => {
    english = m.english;
    return m;
  }),
);

type Key = keyof typeof validation;
interface Pattern {
  key: Key;
  /** The English message, its {{placeholders}} matching anything. */
  match: RegExp;
  names: string[];
}

let patterns: Pattern[] | undefined;
// The key is one of the catalogue's, found at run time.
const translate = (key: string, values: Record<string, string>) => (i18next.t as (key: string, values: Record<string, string>) => string)(key, values);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A validation message in the language shown. The schemas keep SPEC §5's English (they are shared
 * with the server); a message the en-CA validation catalogue has (any number where it says {{max}}) is
 * shown in its catalogue's words, anything else as it is (a message the form made from the catalogues
 * already, or one no catalogue knows).
 */
export function validationText(message: string): string;
export function validationText(message: string | undefined): string | undefined;
export function validationText(message: string | undefined): string | undefined {
  // In English the catalogue's words are the schema's own.
  if (!message || i18next.language === 'en-CA' || !english) return message;
  patterns ??= (Object.entries(english) as Array<[Key, string]>).map(([key, text]) => ({
    key,
    match: new RegExp(`^${text.split(/\{\{\w+\}\}/).map(escape).join('(.+?)')}$`),
    names: [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? ''),
  }));
  for (const { key, match, names } of patterns) {
    const found = match.exec(message);
    if (found) return translate(`validation:${key}`, Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ''])));
  }
  return message;
}
