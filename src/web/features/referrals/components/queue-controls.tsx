import { useId } from 'react';
import { useTranslation } from '@web/i18n/react';
import { REFERRAL_VIEWS, URGENCIES, type ReferralView } from '@shared/contracts/referral-rules';
import type { ViewCounts } from '@shared/contracts/referrals';
import { Label } from '@web/components/ui/label';
import { SelectItem } from '@web/components/ui/select';
import { SelectField } from '@web/components/ui/select-field';
import { selectItems } from '@web/components/select-items';
import '@web/i18n/namespaces/referrals';
import { specialtyName } from '@web/i18n/namespaces/vocabulary';
import { cn } from '@web/lib/cn';
import { formatNumber } from '@web/lib/relative-time';
import { useAssignees } from '../api/assign';
import { useQueueSpecialties } from '../api/get-queue-options';

const ANY = 'any';

/**
 * The clinic's views as tabs with their counts (issue 59): links in the address (?view=), so a view
 * can be shared and reloaded; at 360 px they wrap in two rows of thumb-sized targets.
 */
export function QueueTabs({ view, counts, onChange }: { view: ReferralView; counts: ViewCounts | undefined; onChange: (view: ReferralView) => void }) {
  const { t } = useTranslation('referrals');
  return (
    <nav aria-label={t('queue.views')}>
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {REFERRAL_VIEWS.map((v) => (
          <li key={v}>
            <button
              type="button"
              aria-current={v === view ? 'page' : undefined}
              aria-label={counts ? t('queue.viewCount', { view: t(`queue.view.${v}`), count: counts[v] }) : undefined}
              onClick={() => onChange(v)}
              data-testid={`view-${v}`}
              className={cn(
                'flex min-h-11 w-full items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-auto',
                v === view ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400',
              )}
            >
              <span>{t(`queue.view.${v}`)}</span>
              <span className={cn('rounded-full px-2 text-xs tabular-nums', v === view ? 'bg-white/20' : 'bg-slate-100')} data-testid={`view-count-${v}`}>
                {counts ? formatNumber(counts[v]) : '–'}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface QueueFilterValues {
  urgency?: string;
  specialty?: string;
  assignee?: string;
}

/** The queue's own filters (urgency, specialty, assignee with Mine and Unassigned); each lives in the address. */
export function QueueFilters({ values, onChange }: { values: QueueFilterValues; onChange: (key: keyof QueueFilterValues, value: string | undefined) => void }) {
  const { t } = useTranslation('referrals');
  const id = useId();
  const specialties = useQueueSpecialties(true);
  const people = useAssignees(true);
  const set = (key: keyof QueueFilterValues) => (v: string) => onChange(key, v === ANY ? undefined : v);
  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-urgency`}>{t('queue.urgency')}</Label>
        <SelectField id={`${id}-urgency`} value={values.urgency ?? ANY} onValueChange={set('urgency')}>
          <SelectItem value={ANY}>{t('queue.allUrgencies')}</SelectItem>
          {selectItems(URGENCIES, (u) => t(`vocab.urgency.${u}`))}
        </SelectField>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-specialty`}>{t('queue.specialty')}</Label>
        <SelectField id={`${id}-specialty`} value={values.specialty ?? ANY} onValueChange={set('specialty')}>
          <SelectItem value={ANY}>{t('queue.allSpecialties')}</SelectItem>
          {(specialties.data ?? []).map((s) => (
            <SelectItem key={s.specialty_id} value={String(s.specialty_id)}>
              {specialtyName(s.specialty)}
            </SelectItem>
          ))}
        </SelectField>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-assignee`}>{t('queue.assignee')}</Label>
        <SelectField id={`${id}-assignee`} value={values.assignee ?? ANY} onValueChange={set('assignee')}>
          <SelectItem value={ANY}>{t('queue.anyone')}</SelectItem>
          <SelectItem value="me">{t('queue.mine')}</SelectItem>
          <SelectItem value="none">{t('queue.unassigned')}</SelectItem>
          {(people.data?.items ?? []).map((p) => (
            <SelectItem key={p.id} value={String(p.id)}>
              {p.name}
            </SelectItem>
          ))}
        </SelectField>
      </div>
    </>
  );
}
