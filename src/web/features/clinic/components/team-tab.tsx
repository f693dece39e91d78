import { UserMinus, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '@web/i18n/react';
import type { TeamMember } from '@shared/contracts/team';
import { INVITATION_TTL_DAYS } from '@shared/constants';
import { InviteForm } from '@web/components/invite-form';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/clinic';
import { formatShortDate } from '@web/lib/relative-time';
import { useTeam } from '../api/get-team';
import { useInviteMember } from '../api/invite-member';
import { useRemoveMember } from '../api/remove-member';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { ConfirmDialog, useConfirmRemove } from './confirm-dialog';
import { LoadError } from './load-error';
import { SectionHeader } from './section-header';

const row = 'flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between';
const nameOf = (m: TeamMember) => m.display_name?.trim() || m.username;

/** The Team tab, for the clinic's owner only: who acts for the clinic, who is invited, and inviting a colleague. */
export function TeamTab() {
  const { t } = useTranslation('clinic');
  const team = useTeam();
  const invite = useInviteMember();
  const revoke = useRevokeInvitation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toRemove = useConfirmRemove({
    mutation: useRemoveMember(),
    idOf: (m: TeamMember) => m.user_id,
    done: (m) => toast({ title: t('team.removed', { name: nameOf(m) }) }),
    focusAfter: headingRef,
  });

  return (
    <section aria-labelledby="team-heading" className="space-y-6">
      <SectionHeader id="team-heading" headingRef={headingRef} title={t('team.heading')} intro={t('team.intro')} />
      <InviteForm
        mutation={invite}
        words={{
          title: t('team.inviteTitle'),
          intro: t('team.inviteIntro', { days: INVITATION_TTL_DAYS }),
          email: t('team.email'),
          send: t('team.invite'),
          sending: t('team.inviting'),
          sent: (address) => t('team.invited', { address }),
        }}
      />

      {team.isPending ? (
        <Skeleton className="h-40" />
      ) : team.isError ? (
        <LoadError title={t('team.loadFailed')} error={team.error} onRetry={() => void team.refetch()} />
      ) : (
        <>
          <div className="space-y-3">
            <h3 className="font-semibold text-slate-900">{t('team.membersTitle')}</h3>
            <ul className="space-y-2" aria-label={t('team.membersTitle')}>
              {team.data.members.map((m) => (
                <li key={m.user_id} className={row} data-testid="team-member">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium break-all text-slate-900">
                      {nameOf(m)}
                      {m.role === 'owner' && <Badge tone="brand">{t('team.owner')}</Badge>}
                    </p>
                    <p className="text-sm break-all text-slate-600">
                      {m.display_name?.trim() ? `${m.username} · ` : ''}
                      {t('team.joined', { date: formatShortDate(m.joined_at) })}
                    </p>
                  </div>
                  {m.role !== 'owner' && (
                    <Button variant="secondary" size="sm" className="self-start sm:self-auto" onClick={() => toRemove.ask(m)} aria-label={t('team.removeLabel', { name: nameOf(m) })}>
                      <UserMinus className="h-4 w-4" aria-hidden />
                      {t('remove')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </div>

          <div className="space-y-3">
            <h3 className="font-semibold text-slate-900">{t('team.pendingTitle')}</h3>
            {team.data.invitations.length === 0 ? (
              <p className="text-sm text-slate-600">{t('team.noPending')}</p>
            ) : (
              <ul className="space-y-2" aria-label={t('team.pendingTitle')}>
                {team.data.invitations.map((inv) => (
                  <li key={inv.id} className={row} data-testid="team-invitation">
                    <div className="min-w-0">
                      <p className="font-medium break-all text-slate-900">{inv.email}</p>
                      <p className="text-sm text-slate-600">
                        {t('team.expires', { date: formatShortDate(inv.expires_at) })}
                      </p>
                    </div>
                    <Button
                      variant="secondary"
                      size="sm"
                      className="self-start sm:self-auto"
                      disabled={revoke.isPending && revoke.variables === inv.id}
                      aria-label={t('team.revokeLabel', { address: inv.email })}
                      onClick={() => revoke.mutate(inv.id, { onSuccess: () => toast({ title: t('team.revoked', { address: inv.email }) }) })}
                    >
                      <X className="h-4 w-4" aria-hidden />
                      {t('team.revoke')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}

      <ConfirmDialog
        {...toRemove.dialog}
        title={t('team.removeTitle', { name: toRemove.row ? nameOf(toRemove.row) : '' })}
        description={t('team.removeBody')}
        confirmLabel={t('team.removeConfirm')}
      />
    </section>
  );
}

