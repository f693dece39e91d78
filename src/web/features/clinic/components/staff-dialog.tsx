import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { z } from '@shared/zod';
import { staffBody } from '@shared/contracts/clinic';
import { LIMITS } from '@shared/contracts/field-rules';
import type { StaffMember } from '@shared/contracts/hospitals';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/clinic';
import { useAddStaff } from '../api/add-staff';
import { useUpdateStaff } from '../api/update-staff';
import { PHOTO_MAX_MB, PHOTO_TYPES, PhotoError, type PhotoProblem, preparePhoto } from '../lib/photo';
import { joinList, splitList } from '../lib/specialty-list';
import { StaffPhoto } from './staff-photo';
import { FormDialog, FormDialogActions } from './form-dialog';

const MAX_SPECIALTIES = 20;

/** keep: leave the stored photo alone · set: upload this data URL · remove: send null. */
type PhotoChange = { kind: 'keep' } | { kind: 'set'; dataUrl: string } | { kind: 'remove' };

/** Add or edit a staff member. `member` null adds a new one. */
export function StaffDialog({ open, onOpenChange, member }: { open: boolean; onOpenChange: (open: boolean) => void; member: StaffMember | null }) {
  const { t } = useTranslation('clinic');
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={member ? t('staff.formTitleEdit') : t('staff.formTitleNew')} description={t('staff.formDescription')}>
      <StaffForm member={member} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function StaffForm({ member, onDone }: { member: StaffMember | null; onDone: () => void }) {
  const { t } = useTranslation('clinic');
  const add = useAddStaff();
  const update = useUpdateStaff();
  const pending = add.isPending || update.isPending;
  const [photo, setPhoto] = useState<PhotoChange>({ kind: 'keep' });
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [reading, setReading] = useState(false);
  const [fileInputKey, setFileInputKey] = useState(0);
  const photoId = useId();

  // The contract's staff schema, with specialties typed as one comma-separated line.
  const schema = useMemo(
    () =>
      staffBody.omit({ photo: true, specialties: true }).extend({
        specialties: z
          .string()
          .transform(splitList)
          .pipe(
            z
              .array(z.string().max(LIMITS.short, { error: t('staff.specialtyTooLong', { max: LIMITS.short }) }))
              .max(MAX_SPECIALTIES, { error: t('staff.tooManySpecialties', { max: MAX_SPECIALTIES }) }),
          ),
      }),
    [t],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: member?.name ?? '',
      title: member?.title ?? '',
      specialties: joinList(member?.specialties ?? []),
      bio: member?.bio ?? '',
    },
  });
  const { errors } = form.formState;

  const preview = photo.kind === 'set' ? photo.dataUrl : photo.kind === 'remove' ? null : (member?.image_url ?? null);

  const problemText = (problem: PhotoProblem) =>
    problem === 'type' ? t('staff.photoType') : problem === 'size' ? t('staff.photoTooLarge', { mb: PHOTO_MAX_MB }) : t('staff.photoUnreadable');

  const pickPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setPhotoError(undefined);
    setReading(true);
    try {
      setPhoto({ kind: 'set', dataUrl: await preparePhoto(file) });
    } catch (err) {
      setPhotoError(problemText(err instanceof PhotoError ? err.problem : 'unreadable'));
      setFileInputKey((k) => k + 1);
    } finally {
      setReading(false);
    }
  };

  const clearPhoto = () => {
    setPhoto(member?.image_url ? { kind: 'remove' } : { kind: 'keep' });
    setPhotoError(undefined);
    setFileInputKey((k) => k + 1);
  };

  const submit = form.handleSubmit((values) => {
    const photoField = photo.kind === 'set' ? { photo: photo.dataUrl } : photo.kind === 'remove' ? { photo: null } : {};
    const body = { ...values, ...photoField };
    const saved = () => {
      toast({ title: member ? t('staff.updated', { name: values.name }) : t('staff.added', { name: values.name }) });
      onDone();
    };
    if (member) update.mutate({ id: member.id, body }, { onSuccess: saved });
    else add.mutate(body, { onSuccess: saved });
  });

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-4">
      <FormField label={t('staff.name')} error={errors.name?.message}>
        <Input autoComplete="off" maxLength={LIMITS.name} placeholder={t('staff.namePlaceholder')} {...form.register('name')} />
      </FormField>
      <FormField label={t('staff.title')} error={errors.title?.message}>
        <Input autoComplete="off" maxLength={LIMITS.short} placeholder={t('staff.titlePlaceholder')} {...form.register('title')} />
      </FormField>
      <FormField label={t('staff.specialties')} error={errors.specialties?.message} hint={t('staff.specialtiesHint')}>
        <Input autoComplete="off" {...form.register('specialties')} />
      </FormField>
      <FormField label={t('staff.bio')} error={errors.bio?.message}>
        <Textarea rows={3} maxLength={LIMITS.text} {...form.register('bio')} />
      </FormField>

      <div className="space-y-1.5">
        <Label htmlFor={photoId}>{t('staff.photo')}</Label>
        <div className="flex items-center gap-4">
          <StaffPhoto src={preview} alt={t('staff.photoPreview')} />
          <div className="min-w-0 flex-1 space-y-2">
            <input
              key={fileInputKey}
              id={photoId}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              onChange={(e) => void pickPhoto(e)}
              aria-describedby={`${photoId}-msg`}
              aria-invalid={photoError ? true : undefined}
              className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:inline-flex file:h-9 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-100"
            />
            {preview && (
              <Button type="button" variant="ghost" size="sm" onClick={clearPhoto}>
                <X className="h-4 w-4" aria-hidden />
                {t('staff.photoRemove')}
              </Button>
            )}
          </div>
        </div>
        <p id={`${photoId}-msg`} className={photoError ? 'text-sm text-red-700' : 'flex items-center gap-1 text-xs text-slate-600'} role={photoError ? 'alert' : undefined}>
          {photoError ?? (
            <>
              <ImagePlus className="h-3.5 w-3.5 shrink-0" aria-hidden />
              {reading ? t('staff.photoReading') : t('staff.photoHint')}
            </>
          )}
        </p>
      </div>

      <FormDialogActions busy={pending || reading} submitLabel={member ? t('staff.submitEdit') : t('staff.submitNew')} />
    </form>
  );
}
