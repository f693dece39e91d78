import { SelectItem } from '@web/components/ui/select';
import { specialtyName } from '@web/i18n/namespaces/vocabulary';

/**
 * Specialties as a SelectField's options: each one's id (as text) is the value, its name in the
 * language shown the text. A function, not a component: SelectField reads its options from its
 * children (select-field.tsx), and the caller re-renders on a language switch.
 */
export function specialtyItems(specialties: ReadonlyArray<{ id: number; name: string; name_fr?: string | null }>) {
  return specialties.map((s) => (
    <SelectItem key={s.id} value={String(s.id)}>
      {specialtyName(s)}
    </SelectItem>
  ));
}
