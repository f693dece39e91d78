import { Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from '@web/i18n/react';
import type { Clinic } from '@shared/contracts/hospitals';
import { HospitalLogo } from '@web/components/hospital-logo';
import { ImageFileInput, imageProblem } from '@web/components/image-file-input';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/clinic';
import { ApiError, errorText } from '@web/lib/api-client';
import { removeOwnLogo, uploadOwnLogo, useOwnLogo } from '../api/clinic-logo';

/**
 * The listing's logo (issue 21): a chosen file is uploaded at once, through the admin's pipeline on
 * the server (which decodes it and decides); the browser's checks only save a round trip.
 */
export function ClinicLogoField({ clinic }: { clinic: Clinic }) {
  const { t } = useTranslation('clinic');
  const upload = useOwnLogo(uploadOwnLogo);
  const remove = useOwnLogo(removeOwnLogo);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const busy = upload.isPending || remove.isPending;

  const fail = (err: unknown) =>
    toast({ title: t('logo.failed'), description: err instanceof ApiError ? errorText(err) : typeof err === 'string' ? err : t('logo.networkError'), variant: 'destructive' });

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) return fail(t(`logo.${problem}`));
    upload.mutate(file, { onSuccess: () => toast({ title: t('logo.uploaded') }), onError: fail });
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="mt-5 flex flex-col gap-4 rounded-md border border-slate-200 p-4 sm:flex-row sm:items-start" data-testid="clinic-logo">
      <HospitalLogo name={t('logo.current', { name: clinic.name })} logoUrl={clinic.logo_url} className="h-20 w-20" />
      <div className="min-w-0 flex-1 space-y-2">
        <h3 id={`${inputId}-heading`} className="text-sm font-semibold text-slate-900">
          {t('logo.heading')}
        </h3>
        {!clinic.logo_url && <p className="text-sm text-slate-600">{t('logo.none')}</p>}
        <Label htmlFor={inputId}>{t('logo.file')}</Label>
        <ImageFileInput ref={input} id={inputId} describedBy={hintId} disabled={busy} onChoose={choose} />
        <p id={hintId} className="text-xs text-slate-600" aria-live="polite">
          {upload.isPending ? t('logo.uploading') : t('logo.hint')}
        </p>
        {clinic.logo_url && (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => remove.mutate(undefined, { onSuccess: () => toast({ title: t('logo.removed') }), onError: fail })}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            {remove.isPending ? t('logo.removing') : t('logo.remove')}
          </Button>
        )}
      </div>
    </section>
  );
}
