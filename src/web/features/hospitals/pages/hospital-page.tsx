import { useDeferredValue } from 'react';
import { Mail, Users } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import type { HospitalDetail } from '@shared/contracts/hospitals';
import { can } from '@shared/policy';
import { PageTitle } from '@web/components/page-title';
import { ReferPatientButton } from '@web/components/refer-patient-button';
import { SectionCard } from '@web/components/section-card';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useUser } from '@web/features/auth';
import { BookmarkToggle } from '@web/features/bookmarks';
import '@web/i18n/namespaces/hospitals';
import { specialtyName } from '@web/i18n/namespaces/vocabulary';
import { ApiError } from '@web/lib/api-client';
import { listingLang } from '@web/i18n';
import { paths } from '@web/lib/paths';
import { mailtoHref } from '@web/lib/safe-url';
import { useHospital } from '../api/get-hospital';
import { HospitalColumn, HospitalLayout, HospitalPageFrame } from '../components/hospital-layout';
import { HospitalPageSkeleton } from '../components/page-skeleton';
import { PricingTable } from '../components/pricing-table';
import { ServicesList } from '../components/services-list';
import { MeasuredLines } from '../components/wait-badge';
import { useHospitalId } from '../components/use-hospital-id';

/** /hospitals/{id}: a hospital's public profile (SPEC §2 "Hospital profile"). */
export function HospitalPage() {
  const { back, skeleton } = useLoadingParts();
  const id = useHospitalId();
  // Deferred: the profile renders in slices, not in one long task when the answer lands (docs/decisions/117).
  const hospital = useDeferredValue(useHospital(id));

  return (
    <HospitalPageFrame
      back={back}
      id={id}
      query={hospital}
      error={<HospitalError notFound={id === null || (hospital.error instanceof ApiError && [400, 404].includes(hospital.error.status))} />}
      skeleton={skeleton}
    >
      {(detail) => <HospitalProfile detail={detail} />}
    </HospitalPageFrame>
  );
}

/** The back link and the loading state: the same in the page and in its first frame. */
function useLoadingParts() {
  const { t } = useTranslation('hospitals');
  return {
    back: { to: paths.home, label: t('back'), history: true },
    skeleton: { title: t('loading'), testId: 'hospital-skeleton', withLogo: true },
  };
}

/**
 * The first frame (docs/decisions/115), in the build's HTML and shown until the session check
 * answers: the page as it looks while the listing loads, the same for every hospital and user.
 */
export function HospitalProfileFrame() {
  const { back, skeleton } = useLoadingParts();
  return (
    <HospitalColumn back={back}>
      <HospitalPageSkeleton {...skeleton} />
    </HospitalColumn>
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
    <HospitalLayout
      clinic={clinic}
      tabs={
        <Tabs defaultValue="services">
          <TabsList className="h-auto">
            <TabsTrigger value="services">{t('tabs.services')}</TabsTrigger>
            <TabsTrigger value="pricing">{t('tabs.pricing')}</TabsTrigger>
            <TabsTrigger value="referral">{t('tabs.referral')}</TabsTrigger>
          </TabsList>
          <TabsContent value="services">
            <h2 className="sr-only">{t('tabs.services')}</h2>
            <MeasuredLines measured={detail.measured} kinds={['first_response']} className="mb-3" />
            <ServicesList services={services} />
          </TabsContent>
          <TabsContent value="pricing">
            <h2 className="sr-only">{t('tabs.pricing')}</h2>
            <PricingTable pricings={pricings} />
          </TabsContent>
          <TabsContent value="referral">
            <h2 className="sr-only">{t('tabs.referral')}</h2>
            <Card className="p-5">
              <p className="whitespace-pre-line text-slate-700" data-testid="referral-text" lang={clinic.referral_instructions?.trim() ? listingLang(clinic) : undefined}>
                {clinic.referral_instructions?.trim() || t('referral.fallback')}
              </p>
            </Card>
          </TabsContent>
        </Tabs>
      }
      actions={
        <SectionCard title={t('actions.title')} contentClassName="space-y-3">
          <ReferPatientButton user={user} hospitalId={clinic.id} className="w-full" />
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
        </SectionCard>
      }
      aside={
        <SectionCard title={t('specialties.title')}>
          {specialties.length === 0 ? (
            <p className="text-sm text-slate-600">{t('specialties.empty')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {specialties.map((s) => (
                <li key={s.id}>
                  <Badge tone="brand">{specialtyName(s)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      }
    />
  );
}
