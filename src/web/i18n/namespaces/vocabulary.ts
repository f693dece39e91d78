// Importing this module registers the labels of the stored English values (provinces, wait times, job
// titles, practice types, roles, seeded specialty names) and exports the helpers
// that read them. They are plain object lookups, not t() keys: the stored values may contain ':'.
// Only the French is shipped, as a chunk loaded with French: every en-CA label is the stored value
// itself (en-CA/vocabulary.ts, checked by fr-CA/catalogues.test.ts), so English shows the value as it
// is and pays nothing (docs/decisions/070). Roles are labelled by the nav catalogue.
import i18n, { addNamespace, type Bundles, currentLanguage } from '@web/i18n';

addNamespace('vocabulary', {}, () => import('@web/i18n/fr-CA/vocabulary'));

type Vocabulary = Bundles['vocabulary'];
type Group = Readonly<Record<string, string>>;

function entry(kind: keyof Vocabulary, value: string): string | undefined {
  const group = i18n.getResource(i18n.language, 'vocabulary', kind) as Group | undefined;
  return group && Object.hasOwn(group, value) ? group[value] : undefined;
}

/**
 * The label of a stored English value in the language shown: `label('provinces', 'Quebec')` is
 * 'Quebec' or 'Québec'. The value itself when the vocabulary has no entry for it. A component that
 * calls it re-renders on a language switch through its own useTranslation().
 */
export function label(kind: keyof Vocabulary, value: string): string;
export function label(kind: keyof Vocabulary, value: string | null | undefined): string | null | undefined;
export function label(kind: keyof Vocabulary, value: string | null | undefined): string | null | undefined {
  if (!value) return value;
  return entry(kind, value) ?? value;
}

/**
 * A specialty's name in the language shown: in French its `name_fr` from the catalogue when an admin
 * gave one, else the vocabulary's label of the seeded English name, else the English name.
 */
export function specialtyName(specialty: { name: string; name_fr?: string | null }): string {
  if (currentLanguage() === 'fr-CA' && specialty.name_fr?.trim()) return specialty.name_fr;
  return label('specialties', specialty.name);
}
