import { RefreshCw, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import { AUDIT_ACTOR_MAX, AUDIT_LIMIT_DEFAULT } from '@shared/contracts/admin';
import { SectionCard } from '@web/components/section-card';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ScrollTable, Td } from '@web/components/ui/scroll-table';
import { SelectField } from '@web/components/ui/select-field';
import { selectItems } from '@web/components/select-items';
import { Skeleton } from '@web/components/ui/spinner';
import { LoadError } from '@web/features/clinic';
import '@web/i18n/namespaces/admin';
import { cn } from '@web/lib/cn';
import { useDebounced } from '@web/lib/use-debounced';
import { useAdminAudit } from '../api/get-audit';
import { AUDIT_GROUP_CHOICES, type AuditGroupChoice, auditActionPrefix, formatAuditTime, isAuditGroupChoice } from '../lib/audit';

/**
 * The latest audit entries (GET /api/admin/audit), filtered by a group of actions and by part of a
 * username. The table scrolls inside its own box on narrow screens.
 */
export function AuditLogCard() {
  const { t } = useTranslation('admin');
  const [group, setGroup] = useState<AuditGroupChoice>('all');
  const [userText, setUserText] = useState('');
  const actor = useDebounced(userText.trim());
  const action = auditActionPrefix(group);
  const audit = useAdminAudit({ action, actor });
  const list = audit.data ?? [];
  const filtered = Boolean(action || actor);

  return (
    <SectionCard
      title={t('audit.title')}
      description={t('audit.description')}
      action={
        <Button variant="secondary" size="sm" onClick={() => void audit.refetch()} disabled={audit.isFetching}>
          <RefreshCw className={cn('h-4 w-4', audit.isFetching && 'animate-spin')} aria-hidden />
          {audit.isFetching ? t('audit.refreshing') : t('audit.refresh')}
        </Button>
      }
      contentClassName="space-y-3"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField label={t('audit.action')}>
          <SelectField value={group} onValueChange={(v) => isAuditGroupChoice(v) && setGroup(v)}>
            {selectItems(AUDIT_GROUP_CHOICES, (choice) => t(`audit.groups.${choice}`))}
          </SelectField>
        </FormField>
        <FormField label={t('audit.user')}>
          <UserFilter value={userText} onChange={setUserText} placeholder={t('audit.userPlaceholder')} />
        </FormField>
      </div>

      {audit.isError ? (
        <LoadError title={t('fetch.audit')} error={audit.error} onRetry={() => void audit.refetch()} />
      ) : audit.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <span className="sr-only" role="status">
            {t('audit.loading')}
          </span>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600" role="status">
          {filtered ? t('audit.noMatch') : t('audit.empty')}
        </p>
      ) : (
        <>
          <p className="text-xs text-slate-600" aria-live="polite">
            {list.length >= AUDIT_LIMIT_DEFAULT ? t('audit.limited', { count: list.length }) : t('audit.count', { count: list.length })}
          </p>
          <div className={cn(audit.isPlaceholderData && 'opacity-60')} aria-busy={audit.isPlaceholderData}>
            <ScrollTable
              caption={t('audit.caption')}
              head={[t('audit.time'), t('audit.actor'), t('audit.actionColumn'), t('audit.target'), t('audit.ip')]}
              minWidth="min-w-[44rem]"
            >
              {list.map((e) => (
                <tr key={e.id} data-testid="audit-row">
                  <Td className="px-3 py-2 align-top whitespace-nowrap text-slate-700">
                    <time dateTime={e.created_at}>{formatAuditTime(e.created_at)}</time>
                  </Td>
                  <Td className="px-3 py-2 align-top break-words text-slate-800">{e.actor ? e.actor.username : <span className="text-slate-600">{t('audit.anonymous')}</span>}</Td>
                  <Td className="px-3 py-2 align-top whitespace-nowrap">
                    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800">{e.action}</code>
                  </Td>
                  <Td className="px-3 py-2 align-top break-words text-slate-800">{e.target ?? t('audit.none')}</Td>
                  <Td className="px-3 py-2 align-top font-mono text-xs whitespace-nowrap text-slate-700">{e.ip ?? t('audit.none')}</Td>
                </tr>
              ))}
            </ScrollTable>
          </div>
        </>
      )}
    </SectionCard>
  );
}

/** The user filter: a search box that takes the id and aria wiring FormField hands it. */
function UserFilter({
  value,
  onChange,
  placeholder,
  ...aria
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <div className="relative">
      <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden />
      <Input
        {...aria}
        type="search"
        className="pl-9"
        autoComplete="off"
        spellCheck={false}
        maxLength={AUDIT_ACTOR_MAX}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
