import { Inbox, ListChecks, ReceiptText, Stethoscope, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@web/i18n/react';
import { PageHeader } from '@web/components/page-header';
import { Skeleton } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { RoleGate, useUser } from '@web/features/auth';
import '@web/i18n/namespaces/clinic';
import '@web/i18n/namespaces/pages';
import { paths } from '@web/lib/paths';
import { useClinicProfile } from '../api/get-clinic-profile';
import { ClinicProfileCard, ClinicProfileCardSkeleton } from '../components/clinic-profile-card';
import { ClinicProfileDialog } from '../components/clinic-profile-dialog';
import { LoadError } from '../components/load-error';
import { MessagesTab } from '../components/messages-tab';
import { ListingReviewBanner } from '../components/listing-review-banner';
import { NeedsProfile } from '../components/needs-profile';
import { PricingsTab } from '../components/pricings-tab';
import { ReferralStatsPanel } from '../components/referral-stats-panel';
import { ReferralTargetsCard } from '../components/referral-targets-card';
import { ProcedureWaitsTab } from '../components/procedure-waits-tab';
import { SpecialtiesTab } from '../components/specialties-tab';
import { StaffTab } from '../components/staff-tab';
import { TeamTab } from '../components/team-tab';
import { UnsavedGuard } from '../components/unsaved-guard';

/**
 * /dashboard/clinic, for what policy.ts calls clinic.manage: clinics only, as on the server. Everyone
 * else sees SPEC §2's access-denied text; an administrator is sent to the Admin Dashboard, where any
 * clinic's listing is edited with the same components, anyone else to /dashboard/vet (docs/decisions/040, 063).
 */
export function ClinicDashboardPage() {
  const { t } = useTranslation('pages');
  return (
    <RoleGate
      action="clinic.manage"
      redirect={(role) => (role === 'admin' ? paths.adminDashboard : paths.vetDashboard)}
      message={() => t('clinicOnly')}
    >
      <ClinicDashboard />
    </RoleGate>
  );
}

function ClinicDashboard() {
  const { t } = useTranslation('clinic');
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader title={t('title')} intro={t('intro')} introClassName="max-w-3xl" />
      <ClinicWorkspace />
    </div>
  );
}

/**
 * The tabs of the dashboard; `label` is the catalogue key of the tab's name (the Quotes tab holds
 * pricings). Team is the owner's only (clinic_role 'owner'); members see the others.
 */
const TABS = [
  { value: 'specialties', label: 'tabs.specialties', icon: Stethoscope },
  { value: 'pricings', label: 'tabs.quotes', icon: ReceiptText },
  { value: 'staff', label: 'tabs.staff', icon: Users },
  { value: 'waits', label: 'tabs.waits', icon: ListChecks },
  { value: 'messages', label: 'tabs.messages', icon: Inbox },
  { value: 'team', label: 'tabs.team', icon: UserPlus, ownerOnly: true },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function ClinicWorkspace() {
  const { t } = useTranslation('clinic');
  const profile = useClinicProfile();
  const { data: user } = useUser();
  const [editing, setEditing] = useState(false);
  // The tab is in the address (?tab=messages), so the nav's Messages link and a reload open it; an
  // unknown tab, or Team for a member, shows the first one.
  const [params, setParams] = useSearchParams();
  const tabs = TABS.filter((tab) => !('ownerOnly' in tab) || user?.clinic_role === 'owner');
  const tab: TabValue = tabs.find((x) => x.value === params.get('tab'))?.value ?? 'specialties';
  const setTab = (value: TabValue) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  const clinic = profile.data ?? null;
  const openProfile = () => setEditing(true);

  const panel = (value: TabValue) => {
    if (profile.isPending) return <Skeleton className="h-48" />;
    if (!clinic) return <NeedsProfile onSetUp={openProfile} />;
    switch (value) {
      case 'specialties':
        return <SpecialtiesTab />;
      case 'pricings':
        return <PricingsTab />;
      case 'staff':
        return <StaffTab />;
      case 'waits':
        return <ProcedureWaitsTab onGoToSpecialties={() => setTab('specialties')} />;
      case 'messages':
        return <MessagesTab active={tab === 'messages'} />;
      case 'team':
        return <TeamTab />;
    }
  };

  if (profile.isError) {
    return <LoadError title={t('profile.loadFailed')} error={profile.error} onRetry={() => void profile.refetch()} />;
  }

  return (
    <UnsavedGuard>
      {clinic && <ListingReviewBanner clinic={clinic} />}
      {profile.isPending ? <ClinicProfileCardSkeleton /> : <ClinicProfileCard clinic={clinic} onEdit={openProfile} />}
      <ClinicProfileDialog open={editing} onOpenChange={setEditing} clinic={clinic} />
      {clinic && <ReferralStatsPanel />}
      {clinic && <ReferralTargetsCard />}

      <Tabs value={tab} onValueChange={(v) => setTab(v as TabValue)}>
        <TabsList aria-label={t('tabs.label')} className="grid h-auto grid-cols-2 gap-1 sm:flex">
          {tabs.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="flex items-center justify-center gap-1.5 py-2">
              <Icon className="hidden h-4 w-4 shrink-0 sm:block" aria-hidden />
              {t(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* Kept mounted when hidden, so unsaved edits in one tab survive a look at another. */}
        {tabs.map(({ value }) => (
          <TabsContent key={value} value={value} forceMount className="mt-6 data-[state=inactive]:hidden">
            {panel(value)}
          </TabsContent>
        ))}
      </Tabs>
    </UnsavedGuard>
  );
}
