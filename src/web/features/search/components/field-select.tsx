import type { ReactNode, Ref } from 'react';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@web/components/ui/select';

/**
 * A Radix Select that takes the id and aria wiring FormField hands its child, putting them on the
 * trigger button so the visible label names it.
 */
export function FieldSelect({
  id,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  value,
  onValueChange,
  onBlur,
  triggerRef,
  placeholder,
  disabled,
  children,
}: {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
  placeholder?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger id={id} ref={triggerRef} onBlur={onBlur} aria-invalid={ariaInvalid} aria-describedby={ariaDescribedBy}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>{children}</SelectContent>
    </Select>
  );
}
