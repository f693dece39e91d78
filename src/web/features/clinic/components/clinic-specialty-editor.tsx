import { zodResolver } from '@hookform/resolvers/zod';
import { EyeOff, Save, Trash2 } from 'lucide-react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { adminClinicSpecialtyPatch } from '@shared/contracts/admin';
import { type ClinicSpecialty, clinicSpecialtyPatch } from '@shared/contracts/clinic';
import { LIMITS } from '@shared/contracts/field-rules';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { specialtyName } from '@web/i18n/namespaces/vocabulary';
import type { ClinicTarget } from '../api/target';
import { useUpdateClinicSpecialty } from '../api/update-clinic-specialty';
import { useClinicSpecialtyCopy } from './clinic-specialty-copy';
import { EmergencySwitch } from './emergency-switch';
import { FreshnessNote, StaleHint } from './freshness-note';
import { WaitTimeSelect } from './wait-time-select';
import { useReportUnsaved } from './unsaved-guard';

interface WaitAndNotes {
  wait_time: string | null;
  notes: string;
}
interface WaitAndNotesOut {
  wait_time?: string | null;
  notes?: string | null;
}

/** Each side checks the wait against its own list (SPEC §9), with the server's schema. */
const resolvers: Record<ClinicTarget['kind'], Resolver<WaitAndNotes, unknown, WaitAndNotesOut>> = {
  own: zodResolver(clinicSpecialtyPatch) as unknown as Resolver<WaitAndNotes, unknown, WaitAndNotesOut>,
  admin: zodResolver(adminClinicSpecialtyPatch) as unknown as Resolver<WaitAndNotes, unknown, WaitAndNotesOut>,
};

const valuesOf = (row: ClinicSpecialty): WaitAndNotes => ({ wait_time: row.wait_time, notes: row.notes ?? '' });

/**
 * One listed specialty of the target clinic. Wait time and notes are a small form saved together with
 * one button; the emergency switch saves on its own the moment it is flipped (SPEC §4), without touching
 * unsaved edits, shows where it is going while the call runs and falls back if it fails. Removal is the
 * caller's (the clinic confirms first, the admin does not).
 */
export function ClinicSpecialtyEditor({ target, row, onRemove }: { target: ClinicTarget; row: ClinicSpecialty; onRemove: () => void }) {
  const copy = useClinicSpecialtyCopy(target);
  const name = specialtyName(row.specialty);
  const save = useUpdateClinicSpecialty(target);
  const flip = useUpdateClinicSpecialty(target);
  const form = useForm<WaitAndNotes, unknown, WaitAndNotesOut>({ resolver: resolvers[target.kind], defaultValues: valuesOf(row) });
  const { errors, isDirty } = form.formState;
  useReportUnsaved(isDirty);

  const pendingFlip = flip.isPending && flip.variables && 'accepting_emergency' in flip.variables.change ? flip.variables.change.accepting_emergency : null;
  const emergency = pendingFlip ?? row.accepting_emergency;

  const toggleEmergency = (next: boolean) =>
    flip.mutate(
      { specialtyId: row.specialty_id, change: { accepting_emergency: next } },
      { onSuccess: () => copy.emergencyChanged && toast({ title: copy.emergencyChanged(name, next) }) },
    );

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { specialtyId: row.specialty_id, change: { wait_time: values.wait_time ?? null, notes: values.notes ?? null } },
      {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved));
          toast({ title: copy.saved(name) });
        },
      },
    ),
  );

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="clinic-specialty">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words text-slate-900">{name}</h3>
          {copy.showFreshness && <FreshnessNote lastUpdated={row.last_updated} className="mt-1" />}
        </div>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={copy.removeLabel(name)} className="-mt-1 -mr-2 shrink-0 text-red-800 hover:bg-red-50">
          <Trash2 className="h-4 w-4" aria-hidden />
          {copy.remove}
        </Button>
      </div>

      {!row.specialty.is_active && (
        <p className="mt-3 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="inactive-note">
          <EyeOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {copy.inactive}
        </p>
      )}
      {copy.showFreshness && <StaleHint lastUpdated={row.last_updated} className="mt-3" />}

      <div className="mt-4 grid gap-4 lg:grid-cols-[19rem_minmax(0,1fr)]">
        <div className="self-start rounded-md bg-slate-50 p-3">
          <EmergencySwitch
            checked={emergency}
            pending={flip.isPending}
            onChange={toggleEmergency}
            label={copy.emergency}
            hint={copy.emergencyHint}
            ariaLabel={copy.emergencyLabel?.(name)}
          />
        </div>

        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
          <Controller
            control={form.control}
            name="wait_time"
            render={({ field }) => (
              <FormField label={copy.waitTime} error={errors.wait_time?.message}>
                <WaitTimeSelect
                  target={target}
                  saved={row.wait_time}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  triggerRef={field.ref}
                  placeholder={copy.waitPlaceholder}
                  aria-label={copy.waitLabel?.(name)}
                />
              </FormField>
            )}
          />
          <FormField label={copy.notes} error={errors.notes?.message}>
            <Textarea
              rows={2}
              className="min-h-10"
              maxLength={LIMITS.text}
              placeholder={copy.notesPlaceholder}
              aria-label={copy.notesLabel?.(name)}
              {...form.register('notes')}
            />
          </FormField>
          <div className="flex flex-wrap items-center justify-end gap-3 sm:col-span-2">
            {copy.unsaved && isDirty && (
              <span className="text-xs font-medium text-amber-800" data-testid="unsaved">
                {copy.unsaved}
              </span>
            )}
            <Button
              type="submit"
              variant={isDirty ? 'primary' : 'secondary'}
              disabled={save.isPending || (!copy.saveUnchanged && !isDirty)}
              aria-busy={save.isPending || undefined}
            >
              <Save className="h-4 w-4" aria-hidden />
              {save.isPending ? copy.saving : copy.save}
            </Button>
          </div>
        </form>
      </div>
    </li>
  );
}
