import { type ReactElement, cloneElement } from 'react';
import { Label } from '@web/components/ui/label';
import { validationText } from '@web/i18n/namespaces/validation';

/**
 * A labelled control with a fixed id (the composer's checklist moves focus to it), its hint and its
 * validation message (a shared schema's English, shown in the language shown), wired with
 * aria-invalid and aria-describedby.
 */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'space-y-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {validationText(error)}
        </p>
      )}
    </div>
  );
}
