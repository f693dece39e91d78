import { useTranslation } from '@web/i18n/react';
import type { ClinicAccount } from '@shared/contracts/admin';
import { SelectItem } from '@web/components/ui/select';
import '@web/i18n/namespaces/admin';
import { errorText } from '@web/lib/api-client';
import { useClinicAccounts } from '../api/get-clinic-accounts';
import { SelectField } from '@web/components/ui/select-field';

const NONE = 'none';

/**
 * The owner picker: "No owner" or a clinic account without a listing; when editing, the current
 * owner stays a choice too (docs/decisions/031). Takes FormField's id and aria wiring.
 */
export function OwnerSelect({
  value,
  onChange,
  current,
  ...aria
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  current?: ClinicAccount | null;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { t } = useTranslation('admin');
  const accounts = useClinicAccounts();
  const choices = [...(current ? [current] : []), ...(accounts.data ?? []).filter((a) => a.id !== current?.id)];
  return (
    <div className="space-y-1">
      <SelectField
        {...aria}
        value={value === null ? NONE : String(value)}
        onValueChange={(v) => onChange(v === NONE ? null : Number(v))}
        disabled={accounts.isPending && !current}
        placeholder={accounts.isPending ? t('form.ownersLoading') : undefined}
      >
        <SelectItem value={NONE}>{t('form.noOwner')}</SelectItem>
        {choices.map((a) => (
          <SelectItem key={a.id} value={String(a.id)}>
            {a.display_name ? `${a.display_name} (${a.username})` : a.username}
          </SelectItem>
        ))}
      </SelectField>
      {accounts.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('fetch.accounts')}: {errorText(accounts.error)}
        </p>
      )}
    </div>
  );
}
