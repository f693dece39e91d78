import type { Ref } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

/**
 * A Radix Select over a fixed list (values stay as stored, labels may be translated), taking the id and aria wiring FormField hands its child and
 * putting them on the trigger so the visible label names it. null shows the placeholder.
 */
export function ChoiceSelect({
  id,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  value,
  onChange,
  onBlur,
  triggerRef,
  options,
  labelOf = (option) => option,
  placeholder,
}: {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
  options: readonly string[];
  /** What an option shows; the value itself by default. */
  labelOf?: (option: string) => string;
  placeholder: string;
}) {
  return (
    <Select value={value ?? ''} onValueChange={onChange}>
      <SelectTrigger id={id} ref={triggerRef} onBlur={onBlur} aria-invalid={ariaInvalid} aria-describedby={ariaDescribedBy}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {labelOf(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
