import { PROVINCES } from '@shared/constants';
import { SelectItem } from '@web/components/ui/select';
import { label } from '@web/i18n/namespaces/vocabulary';

/**
 * The provinces as a SelectField's options: each stored name is the value, its label in the language
 * shown the text. `provinces` defaults to all thirteen. A function, not a component: SelectField reads
 * its options from its children (select-field.tsx), and the caller re-renders on a language switch.
 */
export function provinceItems(provinces: readonly string[] = PROVINCES) {
  return provinces.map((p) => (
    <SelectItem key={p} value={p}>
      {label('provinces', p)}
    </SelectItem>
  ));
}
