import { ArrowLeft, Phone } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@web/i18n/react';
import { Link, useParams } from 'react-router';
import { idFromText } from '@shared/ids';
import type { Referral } from '@shared/contracts/referrals';
import type { ReferralParty } from '@shared/referral-status';
import type { CurrentUser } from '@shared/contracts/auth';
import { PageTitle } from '@web/components/page-title';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useUser } from '@web/features/auth';
import '@web/i18n/namespaces/referrals';
import { ApiError, errorText } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { telHref } from '@web/lib/safe-url';
import { useReferral } from '../api/get-referral';
import { referralKeys } from '../api/keys';
import { ReferralConversation } from '../components/conversation';
import { AccessLog } from '../components/access-log';
import { AssignControl } from '../components/assign-control';
import { LetterLinks } from '../components/letter-links';
import { Outcome, ReferralDetails, Timeline } from '../components/referral-details';
import { StatusActions } from '../components/status-actions';
import { StatusBadge, UrgencyBadge } from '../components/status-badge';
import { referralPaths } from '../lib/paths';

/** Which side of the referral the viewer is on: its referring vet, or the receiving clinic's team. */
export function partyOf(referral: Referral, user: Pick<CurrentUser, 'id' | 'role'>): ReferralParty {
  if (referral.vet.id !== null) return referral.vet.id === user.id ? 'vet' : 'clinic';
  return user.role === 'vet' ? 'vet' : 'clinic';
}

/**
 * /referrals/{id}: one referral for either party (anyone else gets the server's 404): its header,
 * what the viewer may do next, its details and files, the outcome, and the timeline.
 */
export function ReferralPage() {
  const { t } = useTranslation('referrals');
  const { id } = useParams();
  const referralId = idFromText(id);
  const query = useReferral(referralId);
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const openedId = query.data?.id;
  // A clinic member's read marks a submitted referral received: the inbox and the nav badge count it no longer.
  useEffect(() => {
    if (openedId !== undefined && user?.role === 'clinic') void queryClient.invalidateQueries({ queryKey: referralKeys.unopened });
  }, [openedId, user?.role, queryClient]);

  let body;
  if (referralId === null || (query.error instanceof ApiError && [400, 404].includes(query.error.status))) {
    body = (
      <div className="max-w-2xl space-y-4">
        <PageTitle title={t('detail.notFound')} />
        <Alert variant="destructive" title={t('detail.notFound')}>
          {t('detail.notFoundBody')}
        </Alert>
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="max-w-2xl space-y-4">
        <PageTitle title={t('detail.loadFailed')} className="sr-only" />
        <Alert variant="destructive" title={t('detail.loadFailed')}>
          {errorText(query.error, '')}
        </Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  } else if (query.isPending || !user) {
    body = <Spinner />;
  } else {
    body = <ReferralView referral={query.data} party={partyOf(query.data, user)} />;
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <Link to={paths.referrals} className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('detail.back')}
      </Link>
      {body}
    </div>
  );
}

function ReferralView({ referral: r, party }: { referral: Referral; party: ReferralParty }) {
  const { t } = useTranslation('referrals');
  const patient = r.patient.name || t('detail.unnamed');
  const species = r.patient.species ? t(`vocab.species.${r.patient.species}`) : null;
  const tel = telHref(r.clinic.phone);
  return (
    <>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={r.status} />
          <UrgencyBadge urgency={r.urgency} />
          <span className="text-sm text-slate-500">#{r.id}</span>
        </div>
        <PageTitle title={patient}>
          {patient}
          {species && <span className="font-normal text-slate-600"> · {species}</span>}
        </PageTitle>
        <p className="text-slate-700">
          {party === 'vet' ? t('detail.to', { name: r.clinic.name }) : t('detail.from', { name: r.vet.name || r.vet.clinic || '' })}
          {party === 'vet' && r.clinic.phone && tel && (
            <>
              {' · '}
              <a href={tel} className="inline-flex items-center gap-1 text-brand-700 hover:underline">
                <Phone className="h-3.5 w-3.5" aria-hidden />
                {r.clinic.phone}
              </a>
            </>
          )}
        </p>
        {r.assignee && (
          <p className="text-sm text-slate-700" data-testid="header-assignee">
            {t('queue.assignedTo', { name: r.assignee.name })}
          </p>
        )}
        {r.redirected_from !== null && (
          <p className="text-sm text-slate-600">
            <Link to={referralPaths.view(r.redirected_from)} className="text-brand-700 hover:underline">
              {t('detail.redirectedFrom', { id: r.redirected_from })}
            </Link>
          </p>
        )}
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6 lg:order-1">
          <Outcome referral={r} />
          {r.status !== 'draft' && <ReferralConversation referral={r} party={party} />}
          <ReferralDetails referral={r} />
        </div>
        {/* First in reading order so a small screen sees what to do at once; beside the details from lg up. */}
        <div className="order-first space-y-6 lg:order-2">
          <StatusActions referral={r} party={party} />
          {party === 'clinic' && <AssignControl referral={r} />}
          <LetterLinks referral={r} />
          {party === 'vet' && r.status !== 'draft' && <AccessLog referral={r} />}
          {/* A draft has no conversation; once sent, the timeline is the conversation's (beside the details). */}
          {r.status === 'draft' && <Timeline events={r.timeline} zone={r.clinic.time_zone} />}
        </div>
      </div>
    </>
  );
}
