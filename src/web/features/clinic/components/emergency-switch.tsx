import { useId } from 'react';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';

/**
 * The emergency flag of a listed specialty: a switch that saves as soon as it is flipped (SPEC §4).
 * `ariaLabel` names it with its specialty where several sit in one list (the admin's).
 */
export function EmergencySwitch({
  checked,
  pending,
  onChange,
  label,
  hint,
  ariaLabel,
}: {
  checked: boolean;
  pending: boolean;
  onChange: (next: boolean) => void;
  label: string;
  hint?: string;
  ariaLabel?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start gap-3">
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        disabled={pending}
        aria-busy={pending || undefined}
        aria-label={ariaLabel}
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 disabled:cursor-wait disabled:opacity-70"
      />
      <div>
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
        {hint && (
          <p id={hintId} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
