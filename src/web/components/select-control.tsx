import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import { SelectField } from '@web/components/ui/select-field';

/**
 * A form's select: a SelectField bound to field `name` of `control`, labelled by a FormField that shows
 * `error`. The stored value is shown as text (a number's digits); the chosen option's text value is
 * what the field receives, for the schema to coerce.
 */
export function SelectControl<T extends FieldValues, O>({
  control,
  name,
  label,
  error,
  placeholder,
  disabled,
  children,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  error?: string;
  placeholder?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={error}>
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
        </FormField>
      )}
    />
  );
}
