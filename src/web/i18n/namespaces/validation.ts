// Importing this module registers the validation messages of the shared contracts (SPEC §5) and
// exports validationText, which the form field (components/ui/form-field.tsx) shows a schema's message
// through. The schemas speak SPEC §5's English, so English needs no catalogue: the French chunk brings
// the French and what finds a message in the English it translates (fr-CA/validation-match.ts), and
// English pays nothing (docs/decisions/070).
import i18n, { addNamespace } from '@web/i18n';
import { translate } from '@web/i18n/runtime';
import type { matchMessage } from '@web/i18n/fr-CA/validation-match';

let match: typeof matchMessage | undefined;
addNamespace('validation', {}, () =>
  import('@web/i18n/fr-CA/validation').then((m) => {
    match = m.matchMessage;
    return m;
  }),
);


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
  if (!message || i18n.language === 'en-CA' || !match) return message;
  const found = match(message);
  // The key is one of the catalogue's and the values its placeholders, both found at run time: the
  // runtime's untyped entry.
  return found ? (translate(`validation:${found.key}`, found.values) as string) : message;
}
