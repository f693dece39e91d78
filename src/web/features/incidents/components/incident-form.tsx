import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import type { z } from '@shared/zod';
import { type Incident, incidentCreateBody } from '@shared/contracts/incidents';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/admin';
import { useSaveIncident } from '../api/incidents';

type Input = z.input<typeof incidentCreateBody>;
type Output = z.output<typeof incidentCreateBody>;

const valuesOf = (i?: Incident): Input => ({
  occurred_on: i?.occurred_on ?? '',
  known_on: i?.known_on ?? '',
  description: i?.description ?? '',
  data_concerned: i?.data_concerned ?? '',
  people_concerned: i?.people_concerned ?? '',
  people_count: i?.people_count ?? null,
  serious_risk: i?.serious_risk ?? false,
  commission_notified_on: i?.commission_notified_on ?? '',
  persons_notified_on: i?.persons_notified_on ?? '',
  measures: i?.measures ?? '',
});

/** Record an incident, or complete one (notices sent, measures): an edit sends only what changed. */
export function IncidentForm({ incident, onDone, onCancel }: { incident?: Incident; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveIncident();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(incidentCreateBody), defaultValues: valuesOf(incident) });
  const { errors, dirtyFields } = form.formState;

  const onValid = (body: Output) => {
    const sent = incident ? Object.fromEntries(Object.entries(body).filter(([k]) => dirtyFields[k as keyof Input])) : body;
    if (incident && Object.keys(sent).length === 0) return onDone();
    save.mutate(
      { id: incident?.id ?? null, body: sent },
      {
        onSuccess: () => {
          toast({ title: t('incidents.saved') });
          onDone();
        },
      },
    );
  };

  const text = (name: 'description' | 'data_concerned' | 'people_concerned' | 'measures', required = true) => (
    <FormField label={required ? `${t(`incidents.fields.${name}`)} *` : t(`incidents.fields.${name}`)} error={errors[name]?.message}>
      <Textarea rows={3} aria-required={required || undefined} {...form.register(name)} />
    </FormField>
  );
  const day = (name: 'occurred_on' | 'known_on' | 'commission_notified_on' | 'persons_notified_on', required = false) => (
    <FormField label={required ? `${t(`incidents.fields.${name}`)} *` : t(`incidents.fields.${name}`)} error={errors[name]?.message}>
      <Input type="date" aria-required={required || undefined} {...form.register(name)} />
    </FormField>
  );

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {day('occurred_on', true)}
        {day('known_on', true)}
      </div>
      {text('description')}
      {text('data_concerned')}
      {text('people_concerned')}
      <FormField label={t('incidents.fields.people_count')} error={errors.people_count?.message}>
        <Input type="number" min={0} inputMode="numeric" {...form.register('people_count', { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })} />
      </FormField>
      <Controller
        control={form.control}
        name="serious_risk"
        render={({ field }) => (
          <div className="flex items-start gap-2">
            <Checkbox id="incident-serious-risk" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} onBlur={field.onBlur} className="mt-0.5" />
            <Label htmlFor="incident-serious-risk">{t('incidents.fields.serious_risk')}</Label>
          </div>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {day('commission_notified_on')}
        {day('persons_notified_on')}
      </div>
      {text('measures', false)}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('incidents.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? t('incidents.saving') : t('incidents.save')}
        </Button>
      </div>
    </form>
  );
}
