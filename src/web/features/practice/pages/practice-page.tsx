import { UserMinus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import { INVITATION_TTL_DAYS } from '@shared/constants';
import type { TeamMember } from '@shared/contracts/team';
import { InviteForm } from '@web/components/invite-form';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { LoadFailed } from '@web/components/load-failed';
import { PageHeader } from '@web/components/page-header';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { RoleGate, useUser } from '@web/features/auth';
import { dashboardFor } from '@web/lib/paths';
import '@web/i18n/namespaces/practice';
import { formatShortDate } from '@web/lib/relative-time';
import { useInviteColleague, usePracticeTeam, useRemoveColleague, useRevokePracticeInvitation } from '../api/practice-team';

const row = 'flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between';
const nameOf = (m: TeamMember) => m.display_name?.trim() || m.username;

/**
 * /practice (issue 59): the vet side's team. Every member sees who follows the practice's referrals and
 * what a member can do; the owner invites, withdraws invitations and removes members.
 */
export function PracticePage() {
  const { t } = useTranslation('practice');
  // The server's rule, read from the same policy table: a practice is the vet side's.
  return (
    <RoleGate action="practice.team.read" redirect={dashboardFor} message={() => t('vetsOnly')}>
      <PracticeTeam />
    </RoleGate>
  );
}

function PracticeTeam() {
  const { t } = useTranslation('practice');
  const team = usePracticeTeam();
  const me = useUser().data;
  const remove = useRemoveColleague();
  const invite = useInviteColleague();
  const revoke = useRevokePracticeInvitation();
  const [toRemove, setToRemove] = useState<TeamMember | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isOwner = team.data?.role === 'owner';

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <PageHeader title={t('title')} intro={t('intro', { practice: team.data?.name ?? t('unnamed') })} />
      <SectionCard title={t('canDo')}>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {t('canDoItems', { returnObjects: true }).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-600">
          {t('drafts')} {t('ownerOnly')}
        </p>
      </SectionCard>

      {isOwner && (
        <InviteForm
          mutation={invite}
          headingLevel="h2"
          words={{
            title: t('invite.title'),
            intro: t('invite.hint', { days: INVITATION_TTL_DAYS }),
            email: t('invite.email'),
            send: t('invite.send'),
            sending: t('invite.sending'),
            sent: (address) => t('invite.sent', { address }),
          }}
        />
      )}

      {team.isPending ? (
        <Skeleton className="h-40" />
      ) : team.isError ? (
        <LoadFailed title={t('loadFailed')} error={team.error} retryLabel={t('retry')} onRetry={() => void team.refetch()} />
      ) : (
        <>
          <section aria-labelledby="practice-members" className="space-y-3">
            <h2 id="practice-members" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
              {t('members')}
            </h2>
            <ul className="space-y-2">
              {team.data.members.map((m) => (
                <li key={m.user_id} className={row} data-testid="practice-member">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium break-all text-slate-900">
                      {nameOf(m)}
                      {m.user_id === me?.id && <span className="text-sm font-normal text-slate-600">({t('you')})</span>}
                      {m.role === 'owner' && <Badge tone="brand">{t('owner')}</Badge>}
                    </p>
                    <p className="text-sm break-all text-slate-600">
                      {m.username} · {t('joined', { date: formatShortDate(m.joined_at) })}
                    </p>
                  </div>
                  {isOwner && m.role !== 'owner' && (
                    <Button variant="secondary" size="sm" className="min-h-10 self-start sm:self-auto" onClick={() => setToRemove(m)} aria-label={t('removeLabel', { name: nameOf(m) })}>
                      <UserMinus className="h-4 w-4" aria-hidden />
                      {t('remove')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </section>
          {isOwner && (
            <section aria-labelledby="practice-pending" className="space-y-3">
              <h2 id="practice-pending" className="text-lg font-semibold text-slate-900">
                {t('pending')}
              </h2>
              {team.data.invitations.length === 0 ? (
                <p className="text-sm text-slate-600">{t('noPending')}</p>
              ) : (
                <ul className="space-y-2">
                  {team.data.invitations.map((inv) => (
                    <li key={inv.id} className={row} data-testid="practice-invitation">
                      <div className="min-w-0">
                        <p className="font-medium break-all text-slate-900">{inv.email}</p>
                        <p className="text-sm text-slate-600">{t('expires', { date: formatShortDate(inv.expires_at) })}</p>
                      </div>
                      <Button
                        variant="secondary"
                        size="sm"
                        className="min-h-10 self-start sm:self-auto"
                        disabled={revoke.isPending && revoke.variables === inv.id}
                        aria-label={t('revokeLabel', { address: inv.email })}
                        onClick={() => revoke.mutate(inv.id, { onSuccess: () => toast({ title: t('revoked', { address: inv.email }) }) })}
                      >
                        <X className="h-4 w-4" aria-hidden />
                        {t('revoke')}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </>
      )}

      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        title={t('removeTitle', { name: toRemove ? nameOf(toRemove) : '' })}
        description={t('removeBody')}
        confirmLabel={t('removeConfirm')}
        pendingLabel={t('removing')}
        pending={remove.isPending}
        focusAfter={headingRef}
        onConfirm={async () => {
          if (!toRemove) return;
          await remove.mutateAsync(toRemove.user_id);
          toast({ title: t('removed', { name: nameOf(toRemove) }) });
        }}
      />
    </div>
  );
}
