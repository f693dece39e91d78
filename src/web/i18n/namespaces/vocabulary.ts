// Importing this module adds the labels of the stored English values (provinces, wait times, job
// titles, practice types, roles, seeded specialty names, internal-page hours) and exports the helpers
// that read them. They are plain object lookups, not t() keys: the stored values may contain ':'.
import i18next, { addNamespace, type Bundles, currentLanguage, DEFAULT_LANGUAGE } from '@web/i18n';
import vocabulary from '@web/i18n/en-CA/vocabulary';

addNamespace('vocabulary', vocabulary, () => import('@web/i18n/fr-CA/vocabulary'));

type Vocabulary = Bundles['vocabulary'];
type Group = Readonly<Record<string, string>>;

function entry(language: string, kind: keyof Vocabulary, value: string): string | undefined {
  const group = i18next.getResource(language, 'vocabulary', kind) as Group | undefined;
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
  return entry(i18next.language, kind, value) ?? entry(DEFAULT_LANGUAGE, kind, value) ?? value;
}

/**
 * A specialty's name in the language shown: in French its `name_fr` from the catalogue when an admin
 * gave one, else the vocabulary's label of the seeded English name, else the English name.
 */
export function specialtyName(specialty: { name: string; name_fr?: string | null }): string {
  if (currentLanguage() === 'fr-CA' && specialty.name_fr?.trim()) return specialty.name_fr;
  return label('specialties', specialty.name);
}

/** "City, Province" with the province's label; the parts that are blank left out. */
export const placeLine = (...parts: Array<string | null | undefined>) => parts.filter((p) => p?.trim()).join(', ');
