import { Mail, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HospitalDetail } from '@shared/contracts/hospitals';
import { can } from '@shared/policy';
import { PageTitle } from '@web/components/page-title';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useUser } from '@web/features/auth';
import { BookmarkToggle } from '@web/features/bookmarks';
import '@web/i18n/namespaces/hospitals';
import { ApiError } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { mailtoHref } from '@web/lib/safe-url';
import { useHospital } from '../api/get-hospital';
import { BackButton } from '../components/back-button';
import { ContactInfoCard } from '../components/contact-info-card';
import { HospitalHeader } from '../components/hospital-header';
import { PricingTable } from '../components/pricing-table';
import { ServicesList } from '../components/services-list';
import { useHospitalId } from '../components/use-hospital-id';
import { HospitalPageSkeleton } from '../components/page-skeleton';

/** /hospitals/{id}: a hospital's public profile (SPEC §2 "Hospital profile"). */
export function HospitalPage() {
  const { t } = useTranslation('hospitals');
  const id = useHospitalId();
  const hospital = useHospital(id);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <BackButton to={paths.home} label={t('back')} />
      <div className="mt-4">
        {id === null || hospital.isError ? (
          <HospitalError notFound={id === null || (hospital.error instanceof ApiError && [400, 404].includes(hospital.error.status))} />
        ) : hospital.isPending ? (
          <HospitalPageSkeleton title={t('loading')} testId="hospital-skeleton" withLogo={true} />
        ) : (
          <HospitalProfile detail={hospital.data} />
        )}
      </div>
    </div>
  );
}

function HospitalError({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation('hospitals');
  return (
    <div className="max-w-2xl space-y-4">
      <PageTitle title={t('loadFailed')} className="sr-only" />
      <Alert variant="destructive" title={t('loadFailed')}>
        {notFound ? t('notFound') : t('tryAgainLater')}
      </Alert>
      <Button asChild variant="secondary">
        <Link to={paths.vetDashboard}>{t('backToDashboard')}</Link>
      </Button>
    </div>
  );
}

function HospitalProfile({ detail }: { detail: HospitalDetail }) {
  const { t } = useTranslation('hospitals');
  const { data: user } = useUser();
  const { clinic, services, pricings, specialties } = detail;
  const isVet = can(user ?? null, 'bookmarks.manage');
  const mail = mailtoHref(clinic.contact_email);

  return (
    <>
      <HospitalHeader clinic={clinic} />
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>{t('about')}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="whitespace-pre-line text-slate-700">{clinic.description?.trim() || t('noDescription')}</p>
            </CardContent>
          </Card>

          <Tabs defaultValue="services">
            <TabsList className="h-auto">
              <TabsTrigger value="services">{t('tabs.services')}</TabsTrigger>
              <TabsTrigger value="pricing">{t('tabs.pricing')}</TabsTrigger>
              <TabsTrigger value="referral">{t('tabs.referral')}</TabsTrigger>
            </TabsList>
            <TabsContent value="services">
              <h2 className="sr-only">{t('tabs.services')}</h2>
              <ServicesList services={services} />
            </TabsContent>
            <TabsContent value="pricing">
              <h2 className="sr-only">{t('tabs.pricing')}</h2>
              <PricingTable pricings={pricings} />
            </TabsContent>
            <TabsContent value="referral">
              <h2 className="sr-only">{t('tabs.referral')}</h2>
              <Card className="p-5">
                <p className="whitespace-pre-line text-slate-700" data-testid="referral-text">
                  {clinic.referral_instructions?.trim() || t('referral.fallback')}
                </p>
              </Card>
            </TabsContent>
          </Tabs>
        </div>

        <aside className="min-w-0 space-y-6" aria-label={t('contact.title')}>
          <ContactInfoCard clinic={clinic} />
          <Card>
            <CardHeader>
              <CardTitle>{t('specialties.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              {specialties.length === 0 ? (
                <p className="text-sm text-slate-600">{t('specialties.empty')}</p>
              ) : (
                <ul className="flex flex-wrap gap-2">
                  {specialties.map((s) => (
                    <li key={s.id}>
                      <Badge tone="brand">{s.name}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('actions.title')}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              {mail ? (
                <Button asChild className="w-full">
                  <a href={mail}>
                    <Mail className="h-4 w-4" aria-hidden />
                    {t('actions.contactClinic')}
                  </a>
                </Button>
              ) : (
                <>
                  <Button type="button" className="w-full" disabled aria-describedby="no-email-hint">
                    <Mail className="h-4 w-4" aria-hidden />
                    {t('actions.contactClinic')}
                  </Button>
                  <p id="no-email-hint" className="text-xs text-slate-600">
                    {t('actions.noEmail')}
                  </p>
                </>
              )}
              {isVet && <BookmarkToggle clinicId={clinic.id} />}
              {isVet && (
                <Button asChild variant="ghost" className="w-full">
                  <Link to={paths.hospitalInternal(clinic.id)}>
                    <Users className="h-4 w-4" aria-hidden />
                    {t('actions.internalPage')}
                  </Link>
                </Button>
              )}
            </CardContent>
          </Card>
        </aside>
      </div>
    </>
  );
}
