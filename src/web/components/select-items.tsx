import type { ReactNode } from 'react';
import { SelectItem } from '@web/components/ui/select';

/**
 * A list of values as a SelectField's options: each value is its own key and value, `labelOf` gives
 * the text shown. A function, not a component: SelectField reads its options from its children
 * (select-field.tsx), and the caller re-renders on a language switch.
 */
export function selectItems<T extends string>(values: readonly T[], labelOf: (value: T) => ReactNode) {
  return values.map((value) => (
    <SelectItem key={value} value={value}>
      {labelOf(value)}
    </SelectItem>
  ));
}
