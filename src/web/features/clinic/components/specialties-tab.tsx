import { Plus, Stethoscope } from 'lucide-react';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { SelectItem } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/spinner';
import { useActiveSpecialties } from '@web/features/catalogue/api/get-active-specialties';
import { useAddClinicSpecialty } from '../api/add-clinic-specialty';
import { useClinicSpecialties } from '../api/get-clinic-specialties';
import { useRemoveClinicSpecialty } from '../api/remove-clinic-specialty';
import { doneToast, failToast } from '../lib/fail-toast';
import { ConfirmDialog } from './confirm-dialog';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { SectionHeader } from './section-header';
import { SelectField } from '@web/components/ui/select-field';
import '@web/i18n/namespaces/clinic';
import { SpecialtyCard } from './specialty-card';

/** Specialties tab: add an active catalogue specialty, then keep each one's wait, notes and emergency flag current. */
export function SpecialtiesTab() {
  const { t } = useTranslation('clinic');
  const listed = useClinicSpecialties();
  const remove = useRemoveClinicSpecialty();
  const [toRemove, setToRemove] = useState<ClinicSpecialty | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const confirmRemove = async () => {
    if (!toRemove) return false;
    try {
      await remove.mutateAsync(toRemove.specialty_id);
      doneToast(t('specialties.removed', { name: toRemove.specialty.name }));
      return true;
    } catch (err) {
      failToast(t('specialties.removeFailed'), err);
      return false;
    }
  };

  return (
    <section aria-labelledby="specialties-heading" className="space-y-5">
      <SectionHeader id="specialties-heading" title={t('specialties.heading')} intro={t('specialties.intro')} />
      <AddSpecialtyForm listed={listed.data ?? []} disabled={!listed.data} buttonRef={addRef} />

      {listed.isPending ? (
        <div className="space-y-4" aria-hidden>
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : listed.isError ? (
        <LoadError title={t('loadFailed')} error={listed.error} onRetry={() => void listed.refetch()} />
      ) : listed.data.length === 0 ? (
        <EmptyState icon={Stethoscope} title={t('specialties.empty')} body={t('specialties.emptyBody')} />
      ) : (
        <ul className="space-y-4" aria-label={t('specialties.listLabel')}>
          {listed.data.map((s) => (
            <SpecialtyCard key={s.specialty_id} row={s} onRemove={() => setToRemove(s)} />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        title={t('specialties.removeTitle', { name: toRemove?.specialty.name ?? '' })}
        description={t('specialties.removeBody', { name: toRemove?.specialty.name ?? '' })}
        confirmLabel={t('specialties.removeConfirm')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        focusAfter={addRef}
      />
    </section>
  );
}

/** A Select of the active catalogue entries not listed yet, and Add. */
function AddSpecialtyForm({
  listed,
  disabled,
  buttonRef,
}: {
  listed: ClinicSpecialty[];
  disabled: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('clinic');
  const catalogue = useActiveSpecialties();
  const add = useAddClinicSpecialty();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | undefined>();
  const listedIds = new Set(listed.map((s) => s.specialty_id));
  const available = (catalogue.data ?? []).filter((s) => !listedIds.has(s.id));
  const allListed = catalogue.isSuccess && !disabled && available.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const picked = available.find((s) => String(s.id) === choice);
    if (!picked) {
      setError(t('specialties.addRequired'));
      return;
    }
    try {
      await add.mutateAsync(picked.id);
      setChoice('');
      doneToast(t('specialties.added', { name: picked.name }));
    } catch (err) {
      failToast(t('specialties.addFailed'), err);
    }
  };

  if (allListed) return <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('specialties.allListed')}</p>;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1 sm:max-w-md">
          <FormField label={t('specialties.addLabel')} error={error ?? (catalogue.isError ? t('specialties.catalogueFailed') : undefined)}>
            <SelectField
              value={choice}
              onValueChange={(v) => {
                setChoice(v);
                setError(undefined);
              }}
              disabled={disabled || catalogue.isPending || catalogue.isError}
              placeholder={catalogue.isPending ? t('specialties.addPlaceholderLoading') : t('specialties.addPlaceholder')}
            >
              {available.map((s) => (
                <SelectItem key={s.id} value={String(s.id)}>
                  {s.name}
                </SelectItem>
              ))}
            </SelectField>
          </FormField>
        </div>
        <Button
          ref={buttonRef}
          type="submit"
          className="sm:mt-6"
          disabled={disabled || add.isPending}
          aria-busy={add.isPending || undefined}
        >
          <Plus className="h-4 w-4" aria-hidden />
          {add.isPending ? t('specialties.adding') : t('specialties.add')}
        </Button>
      </div>
    </form>
  );
}
