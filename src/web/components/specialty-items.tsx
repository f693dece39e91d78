import { useTranslation } from 'react-i18next';
import { SelectItem } from '@web/components/ui/select';
import { specialtyName } from '@web/i18n/namespaces/vocabulary';

/** Specialties as a Select's options: each one's id (as text) is the value, its name in the language shown the text. */
export function SpecialtyItems({ specialties }: { specialties: ReadonlyArray<{ id: number; name: string; name_fr?: string | null }> }) {
  // Re-renders the names on a language switch.
  useTranslation();
  return specialties.map((s) => (
    <SelectItem key={s.id} value={String(s.id)}>
      {specialtyName(s)}
    </SelectItem>
  ));
}
