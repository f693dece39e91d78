import { useTranslation } from '@web/i18n/react';
import { PageHeader } from '@web/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { RoleGate } from '@web/features/auth';
import { IncidentsTab } from '@web/features/incidents';
import '@web/i18n/namespaces/admin';
import { paths } from '@web/lib/paths';
import { CatalogueTab } from '../components/catalogue-tab';
import { ClinicsTab } from '../components/clinics-tab';
import { MailTab } from '../components/mail-tab';
import { SettingsTab } from '../components/settings-tab';
import { ReferralStatsCard } from '../components/referral-stats-card';
import { StatCards } from '../components/stat-cards';

/** /dashboard/admin, for admin.manage (policy.ts): clinics go to their dashboard, vets to theirs, anyone else home (SPEC §2). */
export function AdminDashboardPage() {
  return (
    <RoleGate
      action="admin.manage"
      redirect={(role) => (role === 'clinic' ? paths.clinicDashboard : role === 'vet' ? paths.vetDashboard : paths.home)}
    >
      <AdminDashboard />
    </RoleGate>
  );
}

function AdminDashboard() {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader title={t('title')} intro={t('intro')} />
      <StatCards />
      <ReferralStatsCard />
      <Tabs defaultValue="hospitals">
        <TabsList aria-label={t('tabs.label')} className="sm:max-w-lg">
          <TabsTrigger value="hospitals">{t('tabs.hospitals')}</TabsTrigger>
          <TabsTrigger value="specialties">{t('tabs.specialties')}</TabsTrigger>
          <TabsTrigger value="mail">{t('tabs.mail')}</TabsTrigger>
          <TabsTrigger value="incidents">{t('tabs.incidents')}</TabsTrigger>
          <TabsTrigger value="settings">{t('tabs.settings')}</TabsTrigger>
        </TabsList>
        <TabsContent value="hospitals">
          <ClinicsTab />
        </TabsContent>
        <TabsContent value="specialties">
          <CatalogueTab />
        </TabsContent>
        <TabsContent value="mail">
          <MailTab />
        </TabsContent>
        <TabsContent value="incidents">
          <IncidentsTab />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
