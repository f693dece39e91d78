import { Switch } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@web/components/ui/label';
import '@web/i18n/namespaces/clinic';

/** The emergency flag: a switch that saves as soon as it is flipped (SPEC §4). */
export function EmergencySwitch({ checked, pending, onChange }: { checked: boolean; pending: boolean; onChange: (next: boolean) => void }) {
  const { t } = useTranslation('clinic');
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start gap-3">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        disabled={pending}
        aria-busy={pending || undefined}
        aria-describedby={hintId}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-slate-400 transition-colors data-[state=checked]:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        <Switch.Thumb className="block h-5 w-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Root>
      <div>
        <Label htmlFor={id} className="cursor-pointer">
          {t('specialties.emergency')}
        </Label>
        <p id={hintId} className="text-xs text-slate-600">
          {t('specialties.emergencyHint')}
        </p>
      </div>
    </div>
  );
}
