import { Database, HardDrive, Server } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import '@web/i18n/namespaces/admin';
import { useAdminStats } from '../api/get-stats';
import { AuditLogCard } from './audit-log-card';

/**
 * Settings tab (SPEC §2: static, no server call). Health rows read the dashboard's own stats request:
 * if it answered, the API and the database (which also holds the images) answered. The maintenance
 * switch and the email field are local to this page and say so (docs/decisions/034). Below them, the
 * audit log card is the one part read from the server.
 */
export function SettingsTab() {
  const { t } = useTranslation('admin');
  const stats = useAdminStats();
  const [maintenance, setMaintenance] = useState(false);
  const [email, setEmail] = useState('');
  const switchId = useId();
  const status = stats.isSuccess ? 'ok' : stats.isError ? 'down' : 'checking';
  const badge = (
    <Badge tone={status === 'ok' ? 'success' : status === 'down' ? 'danger' : 'neutral'}>
      {status === 'ok' ? t('settings.ok') : status === 'down' ? t('settings.down') : t('settings.checking')}
    </Badge>
  );
  const rows = [
    { label: t('settings.database'), Icon: Database },
    { label: t('settings.api'), Icon: Server },
    { label: t('settings.storage'), Icon: HardDrive },
  ];

  return (
    <div className="space-y-6">
      <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('settings.smallPrint')}</p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title={t('settings.health')} description={t('settings.healthNote')}>
          <ul className="divide-y divide-slate-200">
            {rows.map(({ label, Icon }) => (
              <li key={label} className="flex items-center justify-between gap-3 py-3">
                <span className="flex items-center gap-2 text-sm font-medium text-slate-800">
                  <Icon className="h-4 w-4 text-slate-500" aria-hidden />
                  {label}
                </span>
                {badge}
              </li>
            ))}
          </ul>
        </SectionCard>
        <SectionCard title={t('settings.title')} contentClassName="space-y-5">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Label htmlFor={switchId}>{t('settings.maintenance')}</Label>
              <p className="text-xs text-slate-600">{t('settings.maintenanceHint')}</p>
            </div>
            <Switch id={switchId} checked={maintenance} onCheckedChange={setMaintenance} />
          </div>
          <FormField label={t('settings.email')} hint={t('settings.emailHint')}>
            <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="ops@example.ca" />
          </FormField>
        </SectionCard>
      </div>
      <AuditLogCard />
    </div>
  );
}
