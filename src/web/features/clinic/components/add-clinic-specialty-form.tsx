import { Plus } from 'lucide-react';
import { type FormEvent, type RefObject, useState } from 'react';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import { specialtyItems } from '@web/components/specialty-items';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { SelectField } from '@web/components/ui/select-field';
import { toast } from '@web/components/ui/use-toast';
import { useActiveSpecialties } from '@web/features/catalogue';
import { specialtyName } from '@web/i18n/namespaces/vocabulary';
import { useAddClinicSpecialty } from '../api/add-clinic-specialty';
import type { ClinicTarget } from '../api/target';
import { useClinicSpecialtyCopy } from './clinic-specialty-copy';

/**
 * A Select of the active catalogue entries the clinic does not list yet, and Add (SPEC §4: only active
 * specialties are offered). The server adds it with its side's defaults.
 */
export function AddClinicSpecialtyForm({
  target,
  listed,
  disabled,
  buttonRef,
}: {
  target: ClinicTarget;
  listed: readonly ClinicSpecialty[];
  disabled: boolean;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}) {
  const copy = useClinicSpecialtyCopy(target);
  const catalogue = useActiveSpecialties();
  const add = useAddClinicSpecialty(target);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | undefined>();
  const listedIds = new Set(listed.map((s) => s.specialty_id));
  const available = (catalogue.data ?? []).filter((s) => !listedIds.has(s.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = available.find((s) => String(s.id) === choice);
    if (!picked) {
      setError(copy.addRequired);
      return;
    }
    add.mutate(picked.id, {
      onSuccess: () => {
        setChoice('');
        toast({ title: copy.added(specialtyName(picked)) });
      },
    });
  };

  if (catalogue.isSuccess && !disabled && available.length === 0) {
    return <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">{copy.allListed}</p>;
  }

  return (
    <form onSubmit={submit} noValidate className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1 sm:max-w-md">
          <FormField label={copy.addLabel} error={error ?? (catalogue.isError ? copy.catalogueFailed : undefined)} hint={copy.addHint}>
            <SelectField
              value={choice}
              onValueChange={(v) => {
                setChoice(v);
                setError(undefined);
              }}
              disabled={disabled || catalogue.isPending || catalogue.isError}
              placeholder={catalogue.isPending ? copy.addPlaceholderLoading : copy.addPlaceholder}
            >
              {specialtyItems(available)}
            </SelectField>
          </FormField>
        </div>
        <Button ref={buttonRef} type="submit" className="sm:mt-6" disabled={disabled || add.isPending} aria-busy={add.isPending || undefined}>
          <Plus className="h-4 w-4" aria-hidden />
          {add.isPending ? copy.adding : copy.add}
        </Button>
      </div>
    </form>
  );
}
