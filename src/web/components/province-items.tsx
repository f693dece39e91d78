import { PROVINCES } from '@shared/constants';
import { selectItems } from '@web/components/select-items';
import { label } from '@web/i18n/namespaces/vocabulary';

/**
 * The provinces as a SelectField's options: each stored name is the value, its label in the language
 * shown the text. `provinces` defaults to all thirteen.
 */
export function provinceItems(provinces: readonly string[] = PROVINCES) {
  return selectItems(provinces, (p) => label('provinces', p));
}
