import { Clock, FilePlus2, Inbox, RotateCcw, Search, Send, UserRound } from 'lucide-react';
import { useDeferredValue, useId } from 'react';
import { useTranslation } from '@web/i18n/react';
import { Link, useSearchParams } from 'react-router';
import { REFERRAL_VIEWS, URGENCIES, type ReferralView, type Urgency } from '@shared/contracts/referral-rules';
import type { ReferralSummary } from '@shared/contracts/referrals';
import { idFromText } from '@shared/ids';
import { REFERRAL_STATUSES, type ReferralStatus } from '@shared/referral-status';
import { PageHeader } from '@web/components/page-header';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { SelectItem } from '@web/components/ui/select';
import { SelectField } from '@web/components/ui/select-field';
import { selectItems } from '@web/components/select-items';
import { Skeleton } from '@web/components/ui/spinner';
import { RoleGate, useUser } from '@web/features/auth';
import '@web/i18n/namespaces/referrals';
import { specialtyName } from '@web/i18n/namespaces/vocabulary';
import { errorText } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { dashboardFor, paths } from '@web/lib/paths';
import { useDebounced } from '@web/lib/use-debounced';
import { useReferrals } from '../api/get-referrals';
import { QueueFilters, QueueTabs } from '../components/queue-controls';
import { StatusBadge, UrgencyBadge } from '../components/status-badge';
import { dueSpan } from '../lib/due';
import { formatAppointment, formatMoment } from '../lib/format';
import { referralPaths } from '../lib/paths';

const ALL = 'all';

/**
 * /referrals: for a vet, the referrals they wrote (drafts included); for a clinic member, the
 * hospital's work queue (issue 59, docs/decisions/154): views with counts (what needs its action by
 * default), filters by status, urgency, specialty and assignee, each row's assignee and due time, in
 * the server's order (emergencies, overdue, oldest), 50 at a time with "Show more" (decision 110).
 * The view, the filters and the search live in the address, so a filtered list can be shared or reloaded.
 */
export function ReferralsPage() {
  return (
    <RoleGate action="referrals.list" redirect={dashboardFor}>
      <ReferralList />
    </RoleGate>
  );
}

function ReferralList() {
  const { t } = useTranslation('referrals');
  const { t: tc } = useTranslation('common');
  const { data: user } = useUser();
  const id = useId();
  const isVet = user?.role === 'vet';
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = REFERRAL_STATUSES.includes(statusParam as ReferralStatus) ? (statusParam as ReferralStatus) : undefined;
  const q = params.get('q') ?? '';
  const debouncedQ = useDebounced(q.trim(), 300);
  // The clinic's work queue (issue 59): its view and filters live in the address too.
  const viewParam = params.get('view');
  const view: ReferralView = REFERRAL_VIEWS.includes(viewParam as ReferralView) ? (viewParam as ReferralView) : 'action';
  const urgencyParam = params.get('urgency');
  const urgency = URGENCIES.includes(urgencyParam as Urgency) ? (urgencyParam as Urgency) : undefined;
  const specialty = idFromText(params.get('specialty') ?? undefined) ?? undefined;
  const assigneeParam = params.get('assignee');
  const assignee = assigneeParam === 'me' || assigneeParam === 'none' || idFromText(assigneeParam ?? undefined) !== null ? (assigneeParam ?? undefined) : undefined;
  const queue = isVet ? {} : { view, urgency, specialty_id: specialty, assignee };
  // Deferred: the list renders in slices, not in one long task when a page lands (docs/decisions/117).
  const list = useDeferredValue(useReferrals({ box: isVet ? 'sent' : 'received', status, q: debouncedQ || undefined, ...queue }));
  // A clinic never sees drafts.
  const statuses = isVet ? REFERRAL_STATUSES : REFERRAL_STATUSES.filter((s) => s !== 'draft');
  const filtered = Boolean(status || q.trim() || (!isVet && (urgency || specialty !== undefined || assignee)));

  const setParam = (key: 'status' | 'q' | 'view' | 'urgency' | 'specialty' | 'assignee', value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader title={isVet ? t('list.vetTitle') : t('list.clinicTitle')} intro={isVet ? t('list.vetIntro') : t('list.clinicIntro')} />
        {isVet && (
          <Button asChild variant="secondary">
            <Link to={paths.vetDashboard}>
              <FilePlus2 className="h-4 w-4" aria-hidden />
              {t('list.newReferral')}
            </Link>
          </Button>
        )}
      </div>

      {!isVet && <QueueTabs view={view} counts={list.data?.counts} onChange={(v) => setParam('view', v === 'action' ? undefined : v)} />}

      <div role="search" aria-label={t('list.filters')} className={cn('grid gap-4 rounded-lg border border-slate-200 bg-white p-4', isVet ? 'sm:grid-cols-[14rem_minmax(0,1fr)]' : 'sm:grid-cols-2 lg:grid-cols-5')}>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-status`}>{t('list.status')}</Label>
          <SelectField id={`${id}-status`} value={status ?? ALL} onValueChange={(v) => setParam('status', v === ALL ? undefined : v)}>
            <SelectItem value={ALL}>{t('list.allStatuses')}</SelectItem>
            {selectItems(statuses, (s) => t(`vocab.status.${s}`))}
          </SelectField>
        </div>
        {!isVet && <QueueFilters values={{ urgency, specialty: specialty === undefined ? undefined : String(specialty), assignee }} onChange={setParam} />}
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-q`}>{t('list.search')}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden />
            <Input
              id={`${id}-q`}
              type="search"
              className="pl-9"
              value={q}
              placeholder={t('list.searchPlaceholder')}
              onChange={(e) => setParam('q', e.target.value || undefined)}
              maxLength={120}
            />
          </div>
        </div>
      </div>

      {!isVet && list.data && list.data.unopened > 0 && (
        <p className="text-sm font-medium text-brand-800" data-testid="unopened-count">
          {t('list.unopenedCount', { count: list.data.unopened })}
        </p>
      )}

      <div aria-live="polite" className="sr-only">
        {list.data && !list.isFetching ? t('list.count', { count: list.data.items.length }) : ''}
      </div>

      {list.isPending ? (
        <ListSkeleton label={tc('loading')} />
      ) : !list.data || (list.isError && !list.isFetchNextPageError) ? (
        <Alert variant="destructive" title={t('list.loadFailed')}>
          {errorText(list.error, '') && <p>{errorText(list.error, '')}</p>}
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void list.refetch()}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            {t('list.retry')}
          </Button>
        </Alert>
      ) : list.data.items.length === 0 ? (
        <EmptyList isVet={isVet} filtered={filtered} view={view} onClear={() => setParams(view === 'action' ? {} : { view }, { replace: true })} />
      ) : (
        <>
          <ul className={cn('space-y-3', list.isPlaceholderData && 'opacity-60')} data-testid="referral-list">
            {list.data.items.map((item) => (
              <li key={item.id}>
                <ReferralRow item={item} isVet={isVet} />
              </li>
            ))}
          </ul>
          {list.isFetchNextPageError && (
            <p role="alert" className="text-sm text-red-700">
              {t('list.moreFailed')}
            </p>
          )}
          {list.hasNextPage && (
            <div className="flex justify-center">
              {/* A button, not endless scrolling: keyboard users reach the footer, and focus stays on it. */}
              <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} aria-busy={list.isFetchingNextPage || undefined}>
                {list.isFetchingNextPage ? t('list.loadingMore') : t('list.showMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function ReferralRow({ item, isVet }: { item: ReferralSummary; isVet: boolean }) {
  const { t } = useTranslation('referrals');
  const unopened = !isVet && item.unopened;
  const emergency = item.urgency === 'emergency';
  const to = item.status === 'draft' ? referralPaths.edit(item.id) : referralPaths.view(item.id);
  const patient = item.patient_name || t('list.unnamed');
  return (
    <Card
      className={cn(
        'relative p-4 hover:border-brand-300',
        unopened && 'border-l-4 border-l-brand-700 bg-brand-50/40',
        // An emergency is set apart by its border's weight and its badge's icon and word, not by colour alone.
        !isVet && emergency && 'border-2 border-l-8 border-red-700',
      )}
      data-testid="referral-row"
      data-unopened={unopened || undefined}
      data-emergency={(!isVet && emergency) || undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className={cn('text-base break-words text-slate-900', unopened ? 'font-bold' : 'font-semibold')}>
            {/* The whole card is the link's target; its name is the patient's. */}
            <Link to={to} className="rounded-sm after:absolute after:inset-0 hover:underline">
              {patient}
              {item.species && <span className="font-normal text-slate-600"> · {t(`vocab.species.${item.species}`)}</span>}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-slate-700">
            {isVet ? t('list.to', { name: item.clinic.name }) : t('list.from', { name: item.vet_name ?? '' })}
            {item.owner_name && <> · {t('list.owner', { name: item.owner_name })}</>}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {unopened && <Badge tone="brand">{t('list.unopened')}</Badge>}
          {isVet && item.no_response && (
            <Badge tone="warning" title={t('conversation.noResponseHint')} data-testid="no-response">
              {t('conversation.noResponse')}
            </Badge>
          )}
          <UrgencyBadge urgency={item.urgency} />
          <StatusBadge status={item.status} />
        </div>
      </div>
      {!isVet && <QueueLine item={item} />}
      <p className="mt-2 text-xs text-slate-600">
        {item.appointment_at
          ? t('list.appointment', { date: formatAppointment(item.appointment_at) })
          : item.submitted_at
            ? t('list.submittedOn', { date: formatMoment(item.submitted_at) })
            : t('list.updated', { date: formatMoment(item.updated_at) })}
      </p>
    </Card>
  );
}

/** The clinic's line of a row: specialty, assignee and how it stands against the target. */
function QueueLine({ item }: { item: ReferralSummary }) {
  const { t } = useTranslation('referrals');
  const due = dueSpan(item.due);
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700" data-testid="queue-line">
      {item.specialty && <span>{specialtyName(item.specialty)}</span>}
      <span className="inline-flex items-center gap-1" data-testid="row-assignee">
        <UserRound className="h-3.5 w-3.5" aria-hidden />
        {item.assignee ? t('queue.assignedTo', { name: item.assignee.name }) : t('queue.notAssigned')}
      </span>
      {due && item.due.target && (
        <span className={cn('inline-flex items-center gap-1 font-medium', due.overdue ? 'text-red-800' : 'text-slate-800')} data-testid="row-due" data-overdue={due.overdue || undefined}>
          <Clock className="h-3.5 w-3.5" aria-hidden />
          {due.overdue ? t('queue.overdue', { span: due.text }) : t('queue.dueIn', { when: due.text })}{' '}
          <span className="font-normal text-slate-600">{t(`queue.target.${item.due.target}`)}</span>
        </span>
      )}
    </p>
  );
}

function EmptyList({ isVet, filtered, view, onClear }: { isVet: boolean; filtered: boolean; view: ReferralView; onClear: () => void }) {
  const { t } = useTranslation('referrals');
  const Icon = isVet ? Send : Inbox;
  if (!isVet && !filtered && view !== 'all' && view !== 'open') {
    return (
      <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center" data-testid="referrals-empty">
        <p className="font-semibold text-slate-900">{view === 'action' ? t('queue.emptyAction') : t('queue.emptyClosed')}</p>
        {view === 'action' && <p className="mt-1 max-w-md text-sm text-slate-600">{t('queue.emptyActionBody')}</p>}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center" data-testid="referrals-empty">
      <div className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden>
        <Icon className="h-6 w-6" />
      </div>
      <p className="mt-3 font-semibold text-slate-900">{filtered ? t('list.noMatch') : isVet ? t('list.emptyVet') : t('list.emptyClinic')}</p>
      {!filtered && <p className="mt-1 max-w-md text-sm text-slate-600">{isVet ? t('list.emptyVetBody') : t('list.emptyClinicBody')}</p>}
      {filtered && (
        <Button variant="secondary" size="sm" className="mt-4" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      )}
      {!filtered && isVet && (
        <Button asChild size="sm" className="mt-4">
          <Link to={paths.vetDashboard}>{t('list.newReferral')}</Link>
        </Button>
      )}
    </div>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-3">
      <span role="status" className="sr-only">
        {label}
      </span>
      {[0, 1, 2].map((i) => (
        <Card key={i} className="space-y-2 p-4" aria-hidden>
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-3 w-1/2" />
          <Skeleton className="h-3 w-1/4" />
        </Card>
      ))}
    </div>
  );
}
