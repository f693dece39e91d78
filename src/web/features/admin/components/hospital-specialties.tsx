import { Check, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_WAIT_TIMES } from '@shared/constants';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { SelectItem } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/admin';
import { errorText } from '@web/lib/api-client';
import { useAddClinicSpecialty } from '../api/add-clinic-specialty';
import { useClinicSpecialties } from '../api/get-clinic-specialties';
import { useAdminSpecialties } from '../api/get-specialties';
import { useRemoveClinicSpecialty } from '../api/remove-clinic-specialty';
import { useUpdateClinicSpecialty } from '../api/update-clinic-specialty';
import { FetchError } from './fetch-error';
import { SelectField } from '@web/components/ui/select-field';
import { Switch } from './switch';

/** A hospital's specialties: read-only, or (specialty edit mode) add, edit wait and notes, toggle emergencies, remove. */
export function HospitalSpecialties({ clinicId, editMode, onEditModeChange }: { clinicId: number; editMode: boolean; onEditModeChange: (on: boolean) => void }) {
  const { t } = useTranslation('admin');
  const listed = useClinicSpecialties(clinicId);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle>{t('specialties.title')}</CardTitle>
        <Button variant={editMode ? 'primary' : 'secondary'} size="sm" aria-pressed={editMode} onClick={() => onEditModeChange(!editMode)}>
          {editMode ? <Check className="h-4 w-4" aria-hidden /> : <Pencil className="h-4 w-4" aria-hidden />}
          {editMode ? t('specialties.done') : t('specialties.edit')}
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {listed.isError ? (
          <FetchError title={t('fetch.clinicSpecialties')} error={listed.error} onRetry={() => void listed.refetch()} />
        ) : listed.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : (
          <>
            {editMode && <AddSpecialty clinicId={clinicId} listed={listed.data} />}
            {listed.data.length === 0 ? (
              <p className="text-sm text-slate-600">{t('specialties.empty')}</p>
            ) : (
              <ul className="divide-y divide-slate-200">
                {listed.data.map((s) =>
                  editMode ? <EditableRow key={s.specialty_id} clinicId={clinicId} row={s} /> : <ReadRow key={s.specialty_id} row={s} />,
                )}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ReadRow({ row }: { row: ClinicSpecialty }) {
  const { t } = useTranslation('admin');
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{row.specialty.name}</span>
        <Badge tone="brand">{row.wait_time ?? t('specialties.notSet')}</Badge>
        {row.accepting_emergency ? <Badge tone="success">{t('specialties.emergency')}</Badge> : <Badge>{t('specialties.notAccepting')}</Badge>}
        {!row.specialty.is_active && <Badge tone="warning">{t('specialties.inactive')}</Badge>}
      </div>
      {row.notes && <p className="mt-1 text-sm text-slate-600">{row.notes}</p>}
    </li>
  );
}

function EditableRow({ clinicId, row }: { clinicId: number; row: ClinicSpecialty }) {
  const { t } = useTranslation('admin');
  const update = useUpdateClinicSpecialty();
  const remove = useRemoveClinicSpecialty();
  const [wait, setWait] = useState<string | null>(row.wait_time);
  const [notes, setNotes] = useState(row.notes ?? '');
  const name = row.specialty.name;
  // A clinic may have set its own spelling of a wait; it stays a choice beside the admin options.
  const options: string[] = [...ADMIN_WAIT_TIMES];
  if (row.wait_time && !options.includes(row.wait_time)) options.push(row.wait_time);
  const dirty = wait !== row.wait_time || notes.trim() !== (row.notes ?? '');
  const failed = (title: string) => (err: unknown) => toast({ title, description: errorText(err), variant: 'destructive' });

  const save = () =>
    update.mutate(
      { clinicId, specialtyId: row.specialty_id, body: { wait_time: wait, notes } },
      { onSuccess: () => toast({ title: t('toast.specialtySaved') }), onError: failed(t('toast.updateFailed')) },
    );
  const toggleEmergency = (on: boolean) =>
    update.mutate({ clinicId, specialtyId: row.specialty_id, body: { accepting_emergency: on } }, { onError: failed(t('toast.updateFailed')) });
  const removeRow = () =>
    remove.mutate(
      { clinicId, specialtyId: row.specialty_id },
      { onSuccess: () => toast({ title: t('toast.specialtyRemoved') }), onError: failed(t('toast.removalFailed')) },
    );

  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-900">
          {name}
          {!row.specialty.is_active && (
            <Badge tone="warning" className="ml-2">
              {t('specialties.inactive')}
            </Badge>
          )}
        </span>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <Switch
            checked={row.accepting_emergency}
            onCheckedChange={toggleEmergency}
            disabled={update.isPending}
            aria-label={t('specialties.emergencyFor', { name })}
          />
          <span aria-hidden>{t('specialties.emergency')}</span>
        </label>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        <FormField label={t('specialties.waitTime')}>
          <SelectField value={wait ?? undefined} onValueChange={setWait} placeholder={t('specialties.notSet')} aria-label={t('specialties.waitFor', { name })}>
            {options.map((w) => (
              <SelectItem key={w} value={w}>
                {w}
              </SelectItem>
            ))}
          </SelectField>
        </FormField>
        <FormField label={t('specialties.notes')}>
          <Input value={notes} onChange={(e) => setNotes(e.target.value)} aria-label={t('specialties.notesFor', { name })} maxLength={5000} />
        </FormField>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={removeRow} disabled={remove.isPending} aria-label={t('specialties.removeNamed', { name })}>
          <Trash2 className="h-4 w-4" aria-hidden />
          {t('specialties.remove')}
        </Button>
        <Button size="sm" onClick={save} disabled={!dirty || update.isPending}>
          {t('specialties.save')}
        </Button>
      </div>
    </li>
  );
}

function AddSpecialty({ clinicId, listed }: { clinicId: number; listed: ClinicSpecialty[] }) {
  const { t } = useTranslation('admin');
  const catalogue = useAdminSpecialties();
  const add = useAddClinicSpecialty();
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const taken = new Set(listed.map((s) => s.specialty_id));
  const available = (catalogue.data ?? []).filter((s) => s.is_active && !taken.has(s.id));

  if (catalogue.isError) return <FetchError title={t('fetch.specialties')} error={catalogue.error} onRetry={() => void catalogue.refetch()} />;

  const submit = () => {
    if (!choice) return;
    add.mutate(
      { clinicId, body: { specialty_id: Number(choice) } },
      {
        onSuccess: () => {
          setChoice(undefined);
          toast({ title: t('toast.specialtyAdded') });
        },
        onError: (err) => toast({ title: t('toast.addFailed'), description: errorText(err), variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="rounded-md border border-dashed border-slate-300 bg-slate-50 p-3">
      {catalogue.isSuccess && available.length === 0 ? (
        <p className="text-sm text-slate-600">{t('specialties.allListed')}</p>
      ) : (
        <div className="space-y-2">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <FormField label={t('specialties.addLabel')}>
              <SelectField value={choice} onValueChange={setChoice} placeholder={t('specialties.addPlaceholder')} disabled={catalogue.isPending}>
                {available.map((s) => (
                  <SelectItem key={s.id} value={String(s.id)}>
                    {s.name}
                  </SelectItem>
                ))}
              </SelectField>
            </FormField>
          </div>
          <Button size="md" onClick={submit} disabled={!choice || add.isPending}>
            <Plus className="h-4 w-4" aria-hidden />
            {add.isPending ? t('specialties.adding') : t('specialties.add')}
          </Button>
        </div>
        <p className="text-xs text-slate-600">{t('specialties.addHint')}</p>
        </div>
      )}
    </div>
  );
}
