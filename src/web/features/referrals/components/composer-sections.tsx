import { Phone, Plus, Siren, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Control, Controller, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { OWNER_LANGUAGES, REFERRAL_TYPES, SEXES, SPECIES, URGENCIES } from '@shared/contracts/referral-rules';
import { Card } from '@web/components/ui/card';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { provinceItems } from '@web/components/province-items';
import { SelectItem } from '@web/components/ui/select';
import { selectItems } from '@web/components/select-items';
import { specialtyItems } from '@web/components/specialty-items';
import '@web/i18n/namespaces/referrals';
import { validationText } from '@web/i18n/namespaces/validation';
import { cn } from '@web/lib/cn';
import { telHref } from '@web/lib/safe-url';
import { type ComposerValues, fieldId } from '../lib/composer-form';
import { SelectControl as BoundSelect } from '@web/components/select-control';
import { Field } from './field';

export interface SectionProps {
  control: Control<ComposerValues>;
  register: UseFormRegister<ComposerValues>;
  errors: Record<string, string>;
}

/** One part of the composer: a fieldset whose legend is the card's heading. */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className="p-5">
      <fieldset className={cn('min-w-0 space-y-4', className)}>
        <legend className="mb-2 text-lg font-semibold text-slate-900">{title}</legend>
        {children}
      </fieldset>
    </Card>
  );
}

/** The label of a field the checklist asks for: "Reason for referral *". */
function useLabels() {
  const { t } = useTranslation('referrals');
  return { t, required: (label: string) => t('composer.required', { label }) };
}

/** A Radix Select bound to a form field, labelled as the composer's fields are; an empty value shows the placeholder. */
function SelectControl({
  id,
  label,
  error,
  ...props
}: {
  control: Control<ComposerValues>;
  name: 'specialty_id' | 'patient.species' | 'patient.sex' | 'owner.language' | 'vet.license_province';
  id: string;
  label: string;
  placeholder: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <BoundSelect
      {...props}
      label={label}
      frame={(select) => (
        <Field id={id} label={label} error={error}>
          {select}
        </Field>
      )}
    />
  );
}

/** A group of radio buttons bound to a form field, in a fieldset named by its legend. */
function RadioControl({
  control,
  name,
  legend,
  options,
  hints,
}: {
  control: Control<ComposerValues>;
  name: 'urgency' | 'type';
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  hints?: Record<string, string>;
}) {
  return (
    <fieldset className="space-y-2" id={fieldId(name)}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup value={field.value} onValueChange={field.onChange} className="grid gap-2 sm:grid-cols-3">
            {options.map((o) => {
              const id = `${fieldId(name)}-${o.value}`;
              return (
                <div key={o.value} className="flex items-start gap-2 rounded-md border border-slate-200 p-2.5">
                  <RadioGroupItem value={o.value} id={id} aria-describedby={hints ? `${id}-hint` : undefined} className="mt-0.5" />
                  <div>
                    <Label htmlFor={id}>{o.label}</Label>
                    {hints && (
                      <p id={`${id}-hint`} className="text-xs text-slate-600">
                        {hints[o.value]}
                      </p>
                    )}
                  </div>
                </div>
              );
            })}
          </RadioGroup>
        )}
      />
    </fieldset>
  );
}

/** "Phone the hospital first", with its number, when the referral is an emergency. */
export function EmergencyNotice({ name, phone }: { name: string; phone: string | null | undefined }) {
  const { t } = useTranslation('referrals');
  const tel = telHref(phone);
  return (
    <div role="alert" className="rounded-lg border-2 border-red-300 bg-red-50 p-4 text-red-900" data-testid="emergency-notice">
      <p className="flex items-center gap-2 text-base font-semibold">
        <Siren className="h-5 w-5 shrink-0" aria-hidden />
        {t('composer.emergency.title')}
      </p>
      <p className="mt-1 text-sm">{t('composer.emergency.body', { name })}</p>
      {phone && tel ? (
        <a
          href={tel}
          className="mt-3 inline-flex items-center gap-2 rounded-md bg-red-700 px-4 py-2 text-lg font-bold text-white hover:bg-red-800"
        >
          <Phone className="h-5 w-5" aria-hidden />
          {t('composer.emergency.call', { phone })}
        </a>
      ) : (
        <p className="mt-2 text-sm">{t('composer.emergency.noPhone')}</p>
      )}
    </div>
  );
}

export function ReferralSection({
  control,
  register,
  errors,
  hospital,
  specialties,
  urgency,
}: SectionProps & {
  hospital: { name: string; phone: string | null };
  specialties: ReadonlyArray<{ id: number; name: string; name_fr: string | null }>;
  urgency: string;
}) {
  const { t, required } = useLabels();
  return (
    <Section title={t('composer.sections.referral')}>
      <div>
        <p className="text-sm font-medium text-slate-800">{t('composer.fields.hospital')}</p>
        <p className="mt-1 font-semibold text-slate-900" data-testid="composer-hospital">
          {hospital.name}
        </p>
      </div>
      <SelectControl
        control={control}
        name="specialty_id"
        id={fieldId('specialty_id')}
        label={t('composer.fields.specialty')}
        placeholder={t('composer.fields.noSpecialty')}
        error={errors.specialty_id}
      >
        <SelectItem value="none">{t('composer.fields.noSpecialty')}</SelectItem>
        {specialtyItems(specialties)}
      </SelectControl>
      <Field id={fieldId('procedure')} label={t('composer.fields.procedure')} error={errors.procedure}>
        <Input {...register('procedure')} />
      </Field>
      <RadioControl
        control={control}
        name="urgency"
        legend={required(t('composer.fields.urgency'))}
        options={URGENCIES.map((u) => ({ value: u, label: t(`vocab.urgency.${u}`) }))}
        hints={Object.fromEntries(URGENCIES.map((u) => [u, t(`vocab.urgencyHint.${u}`)]))}
      />
      {urgency === 'emergency' && <EmergencyNotice name={hospital.name} phone={hospital.phone} />}
      <RadioControl
        control={control}
        name="type"
        legend={t('composer.fields.type')}
        options={REFERRAL_TYPES.map((v) => ({ value: v, label: t(`vocab.type.${v}`) }))}
      />
      <Field id={fieldId('reason')} label={required(t('composer.fields.reason'))} error={errors.reason}>
        <Textarea {...register('reason')} />
      </Field>
      <Field id={fieldId('question')} label={t('composer.fields.question')} error={errors.question}>
        <Textarea {...register('question')} />
      </Field>
    </Section>
  );
}

export function PatientSection({ control, register, errors }: SectionProps) {
  const { t, required } = useLabels();
  return (
    <Section title={t('composer.sections.patient')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('patient.name')} label={required(t('composer.fields.patientName'))} error={errors['patient.name']}>
          <Input {...register('patient.name')} autoComplete="off" />
        </Field>
        <SelectControl
          control={control}
          name="patient.species"
          id={fieldId('patient.species')}
          label={required(t('composer.fields.species'))}
          placeholder={t('composer.fields.chooseSpecies')}
          error={errors['patient.species']}
        >
          {selectItems(SPECIES, (s) => t(`vocab.species.${s}`))}
        </SelectControl>
        <Field id={fieldId('patient.breed')} label={t('composer.fields.breed')} error={errors['patient.breed']}>
          <Input {...register('patient.breed')} />
        </Field>
        <SelectControl
          control={control}
          name="patient.sex"
          id={fieldId('patient.sex')}
          label={t('composer.fields.sex')}
          placeholder={t('composer.fields.chooseSex')}
          error={errors['patient.sex']}
        >
          {selectItems(SEXES, (s) => t(`vocab.sex.${s}`))}
        </SelectControl>
        <Field id={fieldId('patient.date_of_birth')} label={t('composer.fields.dateOfBirth')} error={errors['patient.date_of_birth']}>
          <Input type="date" {...register('patient.date_of_birth')} />
        </Field>
        <Field id={fieldId('patient.age')} label={t('composer.fields.age')} hint={t('composer.fields.ageHint')} error={errors['patient.age']}>
          <Input {...register('patient.age')} />
        </Field>
        <Field id={fieldId('patient.weight_kg')} label={t('composer.fields.weight')} error={errors['patient.weight_kg']}>
          <Input inputMode="decimal" {...register('patient.weight_kg')} />
        </Field>
        <Field id={fieldId('patient.weight_date')} label={t('composer.fields.weightDate')} error={errors['patient.weight_date']}>
          <Input type="date" {...register('patient.weight_date')} />
        </Field>
      </div>
    </Section>
  );
}

export function ClinicalSection({ control, register, errors }: SectionProps) {
  const { t, required } = useLabels();
  const medications = useFieldArray({ control, name: 'clinical.medications' });
  return (
    <Section title={t('composer.sections.clinical')}>
      <Field id={fieldId('clinical.history')} label={required(t('composer.fields.history'))} error={errors['clinical.history']}>
        <Textarea {...register('clinical.history')} className="min-h-32" />
      </Field>
      <fieldset className="space-y-3" aria-describedby={errors['clinical.medications'] ? 'medications-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('composer.fields.medications')}</legend>
        {medications.fields.length === 0 && <p className="text-sm text-slate-600">{t('composer.fields.noMedications')}</p>}
        <ul className="space-y-3">
          {medications.fields.map((row, i) => (
            <li key={row.id} className="rounded-md border border-slate-200 p-3">
              <fieldset className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
                <legend className="sr-only">{t('composer.fields.medicationRow', { number: i + 1 })}</legend>
                <Field id={`medication-${i}-name`} label={t('composer.fields.medicationName')}>
                  <Input {...register(`clinical.medications.${i}.name`)} />
                </Field>
                <Field id={`medication-${i}-dose`} label={t('composer.fields.dose')}>
                  <Input {...register(`clinical.medications.${i}.dose`)} />
                </Field>
                <Field id={`medication-${i}-frequency`} label={t('composer.fields.frequency')}>
                  <Input {...register(`clinical.medications.${i}.frequency`)} />
                </Field>
                <Button type="button" variant="ghost" size="icon" onClick={() => medications.remove(i)} aria-label={t('composer.fields.removeMedication', { number: i + 1 })}>
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </fieldset>
            </li>
          ))}
        </ul>
        {errors['clinical.medications'] && (
          <p id="medications-error" className="text-sm text-red-700">
            {validationText(errors['clinical.medications'])}
          </p>
        )}
        {medications.fields.length < 30 && (
          <Button type="button" variant="secondary" size="sm" onClick={() => medications.append({ name: '', dose: '', frequency: '' })}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('composer.fields.addMedication')}
          </Button>
        )}
      </fieldset>
      <Field id={fieldId('clinical.treatments')} label={t('composer.fields.treatments')} error={errors['clinical.treatments']}>
        <Textarea {...register('clinical.treatments')} />
      </Field>
      <Field id={fieldId('clinical.tests')} label={t('composer.fields.tests')} error={errors['clinical.tests']}>
        <Textarea {...register('clinical.tests')} />
      </Field>
    </Section>
  );
}

export function OwnerSection({ control, register, errors }: SectionProps) {
  const { t, required } = useLabels();
  return (
    <Section title={t('composer.sections.owner')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('owner.name')} label={required(t('composer.fields.ownerName'))} error={errors['owner.name']}>
          <Input {...register('owner.name')} autoComplete="off" />
        </Field>
        <Field id={fieldId('owner.phone')} label={required(t('composer.fields.ownerPhone'))} error={errors['owner.phone']}>
          <Input type="tel" {...register('owner.phone')} autoComplete="off" />
        </Field>
        <Field id={fieldId('owner.email')} label={t('composer.fields.ownerEmail')} error={errors['owner.email']}>
          <Input type="email" {...register('owner.email')} autoComplete="off" />
        </Field>
        <SelectControl
          control={control}
          name="owner.language"
          id={fieldId('owner.language')}
          label={t('composer.fields.ownerLanguage')}
          placeholder={t('composer.fields.chooseLanguage')}
          error={errors['owner.language']}
        >
          {selectItems(OWNER_LANGUAGES, (l) => t(`vocab.language.${l}`))}
        </SelectControl>
      </div>
      <Controller
        control={control}
        name="owner.consent"
        render={({ field }) => (
          <div className="flex items-start gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
            <Checkbox id={fieldId('owner.consent')} checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} onBlur={field.onBlur} className="mt-0.5" />
            <Label htmlFor={fieldId('owner.consent')}>{required(t('composer.fields.consent'))}</Label>
          </div>
        )}
      />
    </Section>
  );
}

/**
 * Who the hospital calls back (issue 59): filled from the vet's profile; what is missing is asked for
 * here, and sending the referral keeps it in the profile for the next one.
 */
export function VetSection({ control, register, errors }: SectionProps) {
  const { t, required } = useLabels();
  return (
    <Section title={t('composer.sections.vet')}>
      <p className="text-sm text-slate-600">{t('composer.vetIntro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('vet.name')} label={required(t('composer.fields.vetName'))} error={errors['vet.name']}>
          <Input {...register('vet.name')} autoComplete="name" />
        </Field>
        <Field id={fieldId('vet.clinic')} label={required(t('composer.fields.vetClinic'))} error={errors['vet.clinic']}>
          <Input {...register('vet.clinic')} autoComplete="organization" />
        </Field>
        <Field id={fieldId('vet.phone')} label={required(t('composer.fields.vetPhone'))} error={errors['vet.phone']}>
          <Input type="tel" {...register('vet.phone')} autoComplete="tel" />
        </Field>
        <Field id={fieldId('vet.email')} label={t('composer.fields.vetEmail')} error={errors['vet.email']}>
          <Input type="email" {...register('vet.email')} autoComplete="email" />
        </Field>
        <Field id={fieldId('vet.license')} label={required(t('composer.fields.vetLicense'))} error={errors['vet.license']}>
          <Input {...register('vet.license')} />
        </Field>
        <SelectControl
          control={control}
          name="vet.license_province"
          id={fieldId('vet.license_province')}
          label={required(t('composer.fields.vetLicenseProvince'))}
          placeholder={t('composer.fields.chooseProvince')}
          error={errors['vet.license_province']}
        >
          {provinceItems()}
        </SelectControl>
      </div>
    </Section>
  );
}
