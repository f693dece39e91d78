import { useTranslation } from 'react-i18next';
import { PROVINCES } from '@shared/constants';
import { SelectItem } from '@web/components/ui/select';
import { label } from '@web/i18n/namespaces/vocabulary';

/**
 * The provinces as a Select's options: each stored name is the value, its label in the language
 * shown the text. `provinces` defaults to all thirteen.
 */
export function ProvinceItems({ provinces = PROVINCES }: { provinces?: readonly string[] }) {
  // Re-renders the labels on a language switch.
  useTranslation();
  return provinces.map((p) => (
    <SelectItem key={p} value={p}>
      {label('provinces', p)}
    </SelectItem>
  ));
}
