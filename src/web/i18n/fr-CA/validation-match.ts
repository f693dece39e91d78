import english from '../en-CA/validation';

type Key = keyof typeof english;

let patterns: Array<{ key: Key; match: RegExp; names: string[] }> | undefined;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Which en-CA validation message a schema's message is, with the values of its {{placeholders}}
 * (e.g. 'At most 120 characters' → tooLong, { max: '120' }); undefined for a message the catalogue does
 * not have. Only French needs it, so it travels in the French validation chunk
 * (i18n/namespaces/validation.ts, docs/decisions/070).
 */
export function matchMessage(message: string): { key: Key; values: Record<string, string> } | undefined {
  patterns ??= (Object.entries(english) as Array<[Key, string]>).map(([key, text]) => ({
    key,
    match: new RegExp(`^${text.split(/\{\{\w+\}\}/).map(escape).join('(.+?)')}$`),
    names: [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? ''),
  }));
  for (const { key, match, names } of patterns) {
    const found = match.exec(message);
    if (found) return { key, values: Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ''])) };
  }
  return undefined;
}
