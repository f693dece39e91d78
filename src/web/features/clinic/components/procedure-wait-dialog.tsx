import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import type { z } from '@shared/zod';
import { type ClinicSpecialty, procedureWaitBody } from '@shared/contracts/clinic';
import { LIMITS } from '@shared/contracts/field-rules';
import type { ProcedureWait } from '@shared/contracts/hospitals';
import { SelectControl } from '@web/components/select-control';
import { specialtyItems } from '@web/components/specialty-items';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/clinic';
import { useAddProcedureWait } from '../api/add-procedure-wait';
import { ownClinic } from '../api/target';
import { useUpdateProcedureWait } from '../api/update-procedure-wait';
import { FormDialog, FormDialogActions } from './form-dialog';
import { WaitTimeSelect } from './wait-time-select';

type FormIn = z.input<typeof procedureWaitBody>;
type FormOut = z.output<typeof procedureWaitBody>;

/** What the dialog works on: an existing entry, or a new one under a chosen specialty. */
export type WaitTarget = { entry: ProcedureWait } | { entry: null; specialtyId: number };

export function ProcedureWaitDialog({
  target,
  onClose,
  specialties,
}: {
  target: WaitTarget | null;
  onClose: () => void;
  specialties: ClinicSpecialty[];
}) {
  const { t } = useTranslation('clinic');
  return (
    <FormDialog open={target !== null} onOpenChange={(open) => !open && onClose()} title={target?.entry ? t('waits.formTitleEdit') : t('waits.formTitleNew')} description={t('waits.formDescription')}>
      {target && <WaitForm target={target} specialties={specialties} onDone={onClose} />}
    </FormDialog>
  );
}

function WaitForm({ target, specialties, onDone }: { target: WaitTarget; specialties: ClinicSpecialty[]; onDone: () => void }) {
  const { t } = useTranslation('clinic');
  const add = useAddProcedureWait();
  const update = useUpdateProcedureWait();
  const pending = add.isPending || update.isPending;
  const entry = target.entry;
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(procedureWaitBody),
    defaultValues: {
      specialty_id: String(entry ? entry.specialty_id : target.specialtyId),
      procedure: entry?.procedure ?? '',
      wait_time: (entry?.wait_time ?? '') as FormOut['wait_time'],
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) => {
    const saved = () => {
      toast({ title: entry ? t('waits.updated') : t('waits.added') });
      onDone();
    };
    if (entry) update.mutate({ id: entry.id, body }, { onSuccess: saved });
    else add.mutate(body, { onSuccess: saved });
  });

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-4">
      <SelectControl control={form.control} name="specialty_id" label={t('waits.specialty')} error={errors.specialty_id?.message}>
        {specialtyItems(specialties.map((s) => s.specialty))}
      </SelectControl>
      <FormField label={t('waits.procedureLabel')} error={errors.procedure?.message}>
        <Input autoComplete="off" maxLength={LIMITS.name} placeholder={t('waits.procedurePlaceholder')} {...form.register('procedure')} />
      </FormField>
      <Controller
        control={form.control}
        name="wait_time"
        render={({ field }) => (
          <FormField label={t('waits.waitLabel')} error={errors.wait_time?.message}>
            <WaitTimeSelect
              target={ownClinic}
              saved={entry?.wait_time}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              triggerRef={field.ref}
              placeholder={t('waits.waitPlaceholder')}
            />
          </FormField>
        )}
      />
      <FormDialogActions busy={pending} submitLabel={entry ? t('waits.submitEdit') : t('waits.submitNew')} />
    </form>
  );
}
