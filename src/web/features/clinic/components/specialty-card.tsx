import { zodResolver } from '@hookform/resolvers/zod';
import { EyeOff, Save, Trash2 } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CLINIC_WAIT_TIMES } from '@shared/constants';
import { type ClinicSpecialty, clinicSpecialtyPatch } from '@shared/contracts/clinic';
import { LIMITS } from '@shared/contracts/fields';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { SelectItem } from '@web/components/ui/select';
import { useUpdateClinicSpecialty } from '../api/update-clinic-specialty';
import { doneToast, failToast } from '../lib/fail-toast';
import { EmergencySwitch } from './emergency-switch';
import { FreshnessNote, StaleHint } from './freshness-note';
import { SelectField } from '@web/components/ui/select-field';
import '@web/i18n/namespaces/clinic';

type FormIn = z.input<typeof clinicSpecialtyPatch>;
type FormOut = z.output<typeof clinicSpecialtyPatch>;
type ClinicWait = (typeof CLINIC_WAIT_TIMES)[number];

const valuesOf = (row: ClinicSpecialty): FormIn => ({ wait_time: row.wait_time as ClinicWait | null, notes: row.notes ?? '' });

/**
 * One listed specialty. Wait time and notes are a small form saved together with one button; the
 * emergency switch saves on its own the moment it is flipped (SPEC §4), without touching unsaved edits.
 */
export function SpecialtyCard({ row, onRemove }: { row: ClinicSpecialty; onRemove: () => void }) {
  const { t } = useTranslation('clinic');
  const name = row.specialty.name;
  const save = useUpdateClinicSpecialty();
  const flip = useUpdateClinicSpecialty();
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(clinicSpecialtyPatch), defaultValues: valuesOf(row) });
  const { errors, isDirty } = form.formState;
  // A wait set by an administrator may use their spelling; keep it visible until the clinic picks one of its own.
  const waits: readonly string[] =
    row.wait_time && !(CLINIC_WAIT_TIMES as readonly string[]).includes(row.wait_time) ? [...CLINIC_WAIT_TIMES, row.wait_time] : CLINIC_WAIT_TIMES;

  // While the switch saves, show where it is going; on failure it falls back to the saved value.
  const pendingFlip = flip.isPending && flip.variables && 'accepting_emergency' in flip.variables.change ? flip.variables.change.accepting_emergency : null;
  const emergency = pendingFlip ?? row.accepting_emergency;

  const toggleEmergency = (next: boolean) => {
    flip.mutate(
      { specialtyId: row.specialty_id, change: { accepting_emergency: next } },
      {
        onSuccess: () => doneToast(next ? t('specialties.emergencyOn', { name }) : t('specialties.emergencyOff', { name })),
        onError: (err) => failToast(t('specialties.statusFailed'), err),
      },
    );
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        specialtyId: row.specialty_id,
        change: { wait_time: values.wait_time ?? null, notes: values.notes ?? null },
      });
      form.reset(valuesOf(saved));
      doneToast(t('specialties.saved', { name }));
    } catch (err) {
      failToast(t('specialties.updateFailed'), err);
    }
  });

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="clinic-specialty">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words text-slate-900">{name}</h3>
          <FreshnessNote lastUpdated={row.last_updated} className="mt-1" />
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t('specialties.removeLabel', { name })}
          className="-mt-1 -mr-2 shrink-0 text-red-800 hover:bg-red-50"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          {t('remove')}
        </Button>
      </div>

      {!row.specialty.is_active && (
        <p className="mt-3 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="inactive-note">
          <EyeOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t('specialties.inactive')}
        </p>
      )}
      <StaleHint lastUpdated={row.last_updated} className="mt-3" />

      <div className="mt-4 grid gap-4 lg:grid-cols-[19rem_minmax(0,1fr)]">
        <div className="self-start rounded-md bg-slate-50 p-3">
          <EmergencySwitch checked={emergency} pending={flip.isPending} onChange={toggleEmergency} />
        </div>

        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
          <Controller
            control={form.control}
            name="wait_time"
            render={({ field }) => (
              <FormField label={t('specialties.waitTime')} error={errors.wait_time?.message}>
                <SelectField
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  triggerRef={field.ref}
                  placeholder={t('specialties.waitPlaceholder')}
                >
                  {waits.map((w) => (
                    <SelectItem key={w} value={w}>
                      {w}
                    </SelectItem>
                  ))}
                </SelectField>
              </FormField>
            )}
          />
          <FormField label={t('specialties.notes')} error={errors.notes?.message}>
            <Textarea rows={2} className="min-h-10" maxLength={LIMITS.text} placeholder={t('specialties.notesPlaceholder')} {...form.register('notes')} />
          </FormField>
          <div className="flex flex-wrap items-center justify-end gap-3 sm:col-span-2">
            {isDirty && (
              <span className="text-xs font-medium text-amber-800" data-testid="unsaved">
                {t('specialties.unsaved')}
              </span>
            )}
            <Button type="submit" variant={isDirty ? 'primary' : 'secondary'} disabled={save.isPending} aria-busy={save.isPending || undefined}>
              <Save className="h-4 w-4" aria-hidden />
              {save.isPending ? t('saving') : t('specialties.saveWaitAndNotes')}
            </Button>
          </div>
        </form>
      </div>
    </li>
  );
}
