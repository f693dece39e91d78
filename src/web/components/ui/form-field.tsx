import { type ReactElement, cloneElement, useId } from 'react';
import { useTranslation } from '@web/i18n/react';
import { validationText } from '@web/i18n/namespaces/validation';
import { Label } from './label';

/**
 * A labelled control with its validation message: wires id, aria-invalid and aria-describedby so
 * screen readers announce the error with the field. The message is a schema's (SPEC §5's English) and
 * shows in the language shown (validationText).
 */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}) {
  // Re-renders the message on a language switch.
  useTranslation('validation');
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {validationText(error)}
        </p>
      )}
    </div>
  );
}
