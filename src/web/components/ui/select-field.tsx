import type { ReactNode, Ref } from 'react';
import { Select, SelectContent, SelectTrigger, SelectValue } from './select';

/**
 * A Radix Select that takes the id and aria wiring FormField hands its child and puts them on the
 * trigger button, so the visible label names it and errors are announced with it.
 */
export function SelectField({
  id,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  'aria-label': ariaLabel,
  value,
  onValueChange,
  onBlur,
  triggerRef,
  placeholder,
  disabled,
  className,
  children,
}: {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger
        id={id}
        ref={triggerRef}
        onBlur={onBlur}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        aria-label={ariaLabel}
        className={className}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>{children}</SelectContent>
    </Select>
  );
}
