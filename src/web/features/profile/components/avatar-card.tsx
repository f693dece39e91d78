import { ImagePlus, Trash2, UserRound } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import { SectionCard } from '@web/components/section-card';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/profile';
import type { AvatarChange } from '../lib/profile-form';
import { AVATAR_ACCEPT, resizeToJpegDataUrl } from '../lib/resize-image';

/**
 * Profile picture: the browser shrinks the chosen picture to a 400 px JPEG (SPEC §5, §9) and shows
 * it; Save Profile sends it (docs/decisions/020).
 */
export function AvatarCard({
  currentUrl,
  change,
  onChange,
  disabled,
}: {
  currentUrl: string | null;
  change: AvatarChange;
  onChange: (change: AvatarChange) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const [processing, setProcessing] = useState(false);
  const shown = change.kind === 'new' ? change.dataUrl : change.kind === 'remove' ? null : currentUrl;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing lets the same file be chosen again after a removal.
    event.target.value = '';
    if (!file) return;
    setProcessing(true);
    try {
      onChange({ kind: 'new', dataUrl: await resizeToJpegDataUrl(file) });
    } catch {
      toast({ title: t('avatar.unreadable'), description: t('avatar.unreadableBody'), variant: 'destructive' });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <SectionCard title={t('avatar.title')} description={t('avatar.intro')} contentClassName="flex flex-wrap items-center gap-5">
      <div className="flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-full border border-slate-200 bg-slate-100">
        {shown ? (
          <img
            src={shown}
            alt={change.kind === 'new' ? t('avatar.previewAlt') : t('avatar.alt')}
            className="h-full w-full object-cover"
            data-testid="avatar-preview"
          />
        ) : (
          <UserRound className="h-12 w-12 text-slate-400" aria-label={t('avatar.none')} role="img" />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" onClick={() => input.current?.click()} disabled={disabled || processing}>
            <ImagePlus className="h-4 w-4" aria-hidden />
            {processing ? t('avatar.processing') : shown ? t('avatar.change') : t('avatar.choose')}
          </Button>
          {shown && (
            <Button
              type="button"
              variant="ghost"
              onClick={() => onChange(currentUrl ? { kind: 'remove' } : { kind: 'keep' })}
              disabled={disabled || processing}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('avatar.remove')}
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept={AVATAR_ACCEPT.join(',')}
          aria-label={t('avatar.fileLabel')}
          className="hidden"
          onChange={(e) => void onFile(e)}
        />
        {change.kind !== 'keep' && (
          <p role="status" className="text-sm text-brand-800">
            {change.kind === 'new' ? t('avatar.pending') : t('avatar.pendingRemoval')}
          </p>
        )}
      </div>
    </SectionCard>
  );
}
