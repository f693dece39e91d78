import type { Ref } from 'react';
import { SelectField } from '@web/components/ui/select-field';
import { selectItems } from '@web/components/select-items';

/**
 * A SelectField over a fixed list (values stay as stored, labels may be translated), taking the id and aria wiring FormField hands its child and
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
    <SelectField
      id={id}
      aria-invalid={ariaInvalid}
      aria-describedby={ariaDescribedBy}
      value={value || undefined}
      onValueChange={onChange}
      onBlur={onBlur}
      triggerRef={triggerRef}
      placeholder={placeholder}
    >
      {selectItems(options, labelOf)}
    </SelectField>
  );
}
