import { Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import type { AdminClinic } from '@shared/contracts/admin';
import { HospitalLogo } from '@web/components/hospital-logo';
import { ImageFileInput, imageProblem } from '@web/components/image-file-input';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/admin';
import { ApiError, errorText } from '@web/lib/api-client';
import { useUploadLogo } from '../api/upload-logo';

/**
 * Choose a file, see it, upload it with a progress bar. The browser's checks (type, 5 MB) only save a
 * round trip: the server decodes the bytes and is the one that decides.
 */
export function LogoUpload({ clinic }: { clinic: AdminClinic }) {
  const { t } = useTranslation('admin');
  const upload = useUploadLogo();
  // The chosen file with an object URL for its preview; the URL is revoked when the choice changes.
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [progress, setProgress] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const inputId = useId();
  const file = chosen?.file ?? null;
  const preview = chosen?.url ?? null;

  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );

  const fail = (description: string) => toast({ title: t('toast.uploadFailed'), description, variant: 'destructive' });

  const reset = () => {
    setChosen(null);
    setProgress(0);
    if (input.current) input.current.value = '';
  };

  const choose = (picked: File | undefined) => {
    if (!picked) return reset();
    const problem = imageProblem(picked);
    if (problem) {
      reset();
      fail(t(`logo.${problem}`));
      return;
    }
    setChosen({ file: picked, url: URL.createObjectURL(picked) });
  };

  const send = async () => {
    if (!file) return;
    setProgress(0);
    try {
      await upload.mutateAsync({ id: clinic.id, file, onProgress: setProgress });
      toast({ title: t('toast.logoUploaded') });
      reset();
    } catch (err) {
      fail(err instanceof ApiError ? errorText(err) : t('toast.networkError'));
      setProgress(0);
    }
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {/* HospitalLogo's name is the image's alt text. */}
      <HospitalLogo
        name={preview ? t('logo.preview') : t('logo.current', { name: clinic.name })}
        logoUrl={preview ?? clinic.logo_url}
        className="h-28 w-28"
      />
      <div className="min-w-0 flex-1 space-y-3">
        {!preview && !clinic.logo_url && <p className="text-sm text-slate-600">{t('logo.none')}</p>}
        <div className="space-y-1.5">
          <Label htmlFor={inputId}>{t('logo.file')}</Label>
          <ImageFileInput ref={input} id={inputId} describedBy={hintId} disabled={upload.isPending} onChoose={choose} />
          <p id={hintId} className="text-xs text-slate-600">
            {t('logo.hint')}
          </p>
        </div>
        {upload.isPending && (
          <div className="space-y-1">
            <div
              role="progressbar"
              aria-label={t('logo.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${progress}%` }} />
            </div>
            <p className="text-xs text-slate-600" aria-live="polite">
              {t('logo.uploading', { percent: progress })}
            </p>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void send()} disabled={!file || upload.isPending}>
            <Upload className="h-4 w-4" aria-hidden />
            {t('logo.upload')}
          </Button>
          {file && !upload.isPending && (
            <Button size="sm" variant="secondary" onClick={reset}>
              {t('logo.clear')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
