import type { ReactElement, ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import { SelectField } from '@web/components/ui/select-field';

/**
 * A form's select: a SelectField bound to field `name` of `control`, labelled by a FormField that shows
 * `error`. The stored value is shown as text (a number's digits); the chosen option's text value is
 * what the field receives, for the schema to coerce. `frame` replaces the FormField, for a form whose
 * fields are labelled their own way (the referral composer's).
 */
export function SelectControl<T extends FieldValues, O>({
  control,
  name,
  label,
  error,
  placeholder,
  disabled,
  frame,
  children,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  error?: string;
  placeholder?: string;
  disabled?: boolean;
  frame?: (select: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>) => ReactElement;
  children: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const select = (
          <SelectField
            value={String(field.value ?? '')}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            triggerRef={field.ref}
            placeholder={placeholder}
            disabled={disabled}
          >
            {children}
          </SelectField>
        );
        return frame ? frame(select) : (
          <FormField label={label} error={error}>
            {select}
          </FormField>
        );
      }}
    />
  );
}
