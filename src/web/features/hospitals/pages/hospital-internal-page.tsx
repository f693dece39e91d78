import { Clock, FileText, type LucideIcon, MessageSquare, Phone, Siren } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n/react';
import type { HospitalInternal } from '@shared/contracts/hospitals';
import { can } from '@shared/policy';
import { OptionalLink } from '@web/components/optional-link';
import { PageTitle } from '@web/components/page-title';
import { ReferPatientButton } from '@web/components/refer-patient-button';
import { SectionCard } from '@web/components/section-card';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useUser } from '@web/features/auth';
import '@web/i18n/namespaces/hospitals';
import '@web/i18n/namespaces/pages';
import { cn } from '@web/lib/cn';
import { paths } from '@web/lib/paths';
import { telHref } from '@web/lib/safe-url';
import { listingLang } from '@web/i18n';
import { useHospitalInternal } from '../api/get-hospital-internal';
import { ClinicHours } from '../components/clinic-hours';
import { ContactDialog } from '../components/contact-dialog';
import { HospitalLayout, HospitalPageFrame } from '../components/hospital-layout';
import { StaffList } from '../components/staff-list';
import { useHospitalId } from '../components/use-hospital-id';

/** /hospitals/{id}/internal is for vets only; others see the Access Denied alert (SPEC §6). */
export function HospitalInternalPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('common');
  const { t: th } = useTranslation('hospitals');
  const { data: user } = useUser();
  const id = useHospitalId();
  const isVet = can(user ?? null, 'hospitals.internal.read');
  // SPEC §7: asked only for a vet with an id present.
  const query = useHospitalInternal(id, isVet);

  if (!isVet) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <PageTitle title={t('hospitalInternal')} className="sr-only" />
        <Alert variant="destructive" title={tc('accessDenied')}>
          {t('internalVetOnly')}
        </Alert>
      </div>
    );
  }

  return (
    <HospitalPageFrame
      back={{ to: paths.userHome, label: th('internal.backHome') }}
      id={id}
      query={query}
      error={
        <div className="max-w-2xl">
          <PageTitle title={t('hospitalInternal')} className="sr-only" />
          <Alert variant="destructive" title={th('internal.errorTitle')}>
            {/* The fetch's error says 'Failed to fetch clinic data' (SPEC §8); shown from the catalogue, so in the language shown now. */}
            {th(id !== null && !(query.error instanceof Error) ? 'internal.loadFailed' : 'internal.fetchFailed')}
          </Alert>
        </div>
      }
      skeleton={{ title: th('internal.loading'), testId: 'internal-skeleton', withLogo: false }}
    >
      {(data) => <InternalClinic data={data} />}
    </HospitalPageFrame>
  );
}

function InternalClinic({ data }: { data: HospitalInternal }) {
  const { t } = useTranslation('hospitals');
  const { data: user } = useUser();
  const { clinic, staff } = data;
  const tel = telHref(clinic.phone);

  return (
    <HospitalLayout
      clinic={clinic}
      showLogo={false}
      tabs={
        <Tabs defaultValue="about">
          <TabsList>
            <TabsTrigger value="about">{t('internal.tabs.about')}</TabsTrigger>
            <TabsTrigger value="staff">{t('internal.tabs.staff')}</TabsTrigger>
          </TabsList>

          <TabsContent value="about">
            <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_14rem]">
              {/* First in reading order so small screens see it at once; on the right from md up. */}
              {/* Red for a stated 24/7 service; amber when the clinic states none (issue 21: never assumed). */}
              <div
                className={cn(
                  'h-fit rounded-lg border p-4 md:order-2',
                  clinic.emergency_24_7 ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-950',
                )}
                data-testid={clinic.emergency_24_7 ? 'emergency-247' : 'emergency-not-247'}
              >
                <h3 className="flex items-center gap-2 font-semibold">
                  <Siren className="h-5 w-5" aria-hidden />
                  {t('internal.emergency247Title')}
                </h3>
                <p className="mt-1 text-sm">{clinic.emergency_24_7 ? t('internal.emergency247') : t('stated.no247')}</p>
              </div>
              <div className="min-w-0 space-y-4 md:order-1">
                <AboutCard icon={FileText} title={t('internal.referralTitle')}>
                  <p
                    className="whitespace-pre-line text-slate-700"
                    data-testid="internal-referral"
                    lang={clinic.referral_instructions?.trim() ? listingLang(clinic) : undefined}
                  >
                    {clinic.referral_instructions?.trim() || t('internal.referralFallback')}
                  </p>
                </AboutCard>
                <AboutCard icon={Clock} title={t('internal.hoursTitle')}>
                  <div className="text-slate-700">
                    <ClinicHours hours={clinic.hours} />
                  </div>
                </AboutCard>
                <AboutCard icon={Phone} title={t('internal.emergencyTitle')} contentClassName="space-y-2 text-slate-700">
                  <p>{t('internal.emergencyBody')}</p>
                  {clinic.emergency_phone ? (
                    <p className="font-medium text-slate-900" data-testid="emergency-line">
                      {t('stated.emergencyLine')}{' '}
                      <OptionalLink href={telHref(clinic.emergency_phone)} className="text-brand-700 underline-offset-2 hover:underline">
                        {clinic.emergency_phone}
                      </OptionalLink>
                    </p>
                  ) : (
                    <>
                      {/* No dedicated line stated: the main number, and no invented one. */}
                      <p className="font-medium text-slate-900" data-testid="emergency-line">
                        {t('internal.emergencyLine')}
                        {clinic.phone && (
                          <>
                            {' '}
                            <OptionalLink href={tel} className="text-brand-700 underline-offset-2 hover:underline">
                              {t('internal.emergencyPhone', { phone: clinic.phone })}
                            </OptionalLink>
                          </>
                        )}
                      </p>
                      <p className="text-sm text-slate-600">{t('internal.emergencyLinePending')}</p>
                    </>
                  )}
                </AboutCard>
              </div>
            </div>
          </TabsContent>

          <TabsContent value="staff">
            <h2 className="sr-only">{t('internal.tabs.staff')}</h2>
            <StaffList staff={staff} />
          </TabsContent>
        </Tabs>
      }
      actions={
        <SectionCard title={t('internal.quickActions')} contentClassName="space-y-3">
          {/* The server refuses a message to a hospital without an e-mail (CLINIC_NO_CONTACT): say so instead of offering the dialog. */}
          {clinic.contact_email?.trim() ? (
            <ContactDialog
              clinicId={clinic.id}
              clinicName={clinic.name}
              trigger={
                <Button type="button" className="w-full">
                  <MessageSquare className="h-4 w-4" aria-hidden />
                  {t('internal.sendMessage')}
                </Button>
              }
            />
          ) : (
            <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700" data-testid="no-contact-email">
              {t('internal.noEmail')}
            </p>
          )}
          {/* Issue 19: the online referral replaces the inert "Request Appointment" and "Referral Form". */}
          <ReferPatientButton user={user} hospitalId={clinic.id} variant="secondary" className="w-full" />
        </SectionCard>
      }
    />
  );
}

/** A card of the About tab: its title after an icon. */
function AboutCard({ icon: Icon, title, contentClassName, children }: { icon: LucideIcon; title: string; contentClassName?: string; children: ReactNode }) {
  return (
    <SectionCard
      title={
        <>
          <Icon className="h-5 w-5 text-brand-700" aria-hidden />
          {title}
        </>
      }
      titleClassName="flex items-center gap-2 text-base"
      contentClassName={contentClassName}
    >
      {children}
    </SectionCard>
  );
}
