import type { Ref } from 'react';
import { ADMIN_WAIT_TIMES, CLINIC_WAIT_TIMES } from '@shared/constants';
import { SelectField } from '@web/components/ui/select-field';
import { selectItems } from '@web/components/select-items';
import { label } from '@web/i18n/namespaces/vocabulary';
import type { ClinicTarget } from '../api/target';

/** SPEC §9: clinics and administrators choose from different wait-time lists. */
const WAIT_TIMES: Record<ClinicTarget['kind'], readonly string[]> = { own: CLINIC_WAIT_TIMES, admin: ADMIN_WAIT_TIMES };

/**
 * The wait times a side may choose. A saved wait in the other side's spelling (set by a clinic for the
 * admin, or by an admin for the clinic) stays a choice until another is picked.
 */
export function waitTimeChoices(target: ClinicTarget, saved: string | null | undefined): readonly string[] {
  const choices = WAIT_TIMES[target.kind];
  return saved && !choices.includes(saved) ? [...choices, saved] : choices;
}

/** A wait-time Select (stored values, labels in the language shown); takes FormField's id and aria wiring like any field. */
export function WaitTimeSelect({
  target,
  saved,
  value,
  onChange,
  onBlur,
  triggerRef,
  placeholder,
  ...aria
}: {
  target: ClinicTarget;
  saved: string | null | undefined;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
  placeholder: string;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
}) {
  return (
    <SelectField {...aria} value={value ?? ''} onValueChange={onChange} onBlur={onBlur} triggerRef={triggerRef} placeholder={placeholder}>
      {selectItems(waitTimeChoices(target, saved), (w) => label('waitTimes', w))}
    </SelectField>
  );
}
