import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Clinic } from '@shared/contracts/hospitals';
import { SectionCard } from '@web/components/section-card';
import '@web/i18n/namespaces/hospitals';
import { listingLang } from '@web/i18n';
import { BackButton } from './back-button';
import { ContactInfoCard } from './contact-info-card';
import { HospitalHeader } from './hospital-header';
import { HospitalPageSkeleton } from './page-skeleton';

/**
 * A hospital page (the public profile, the internal page) under its back link: `error` when the id is
 * malformed or the fetch failed, the skeleton while the listing loads, then `children` with the data.
 */
export function HospitalPageFrame<T>({
  back,
  id,
  query,
  error,
  skeleton,
  children,
}: {
  back: { to: string; label: string };
  id: number | null;
  query: UseQueryResult<T>;
  error: ReactNode;
  skeleton: { title: string; testId: string; withLogo: boolean };
  children: (data: T) => ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <BackButton to={back.to} label={back.label} />
      <div className="mt-4">{id === null || query.isError ? error : query.isPending ? <HospitalPageSkeleton {...skeleton} /> : children(query.data)}</div>
    </div>
  );
}

/**
 * A listing as both hospital pages lay it out: the header; the About card above the page's own tabs;
 * beside them, the contact card above the page's own side cards.
 */
export function HospitalLayout({ clinic, showLogo, tabs, aside }: { clinic: Clinic; showLogo?: boolean; tabs: ReactNode; aside: ReactNode }) {
  const { t } = useTranslation('hospitals');
  return (
    <>
      <HospitalHeader clinic={clinic} showLogo={showLogo} />
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <SectionCard title={t('about')}>
            <p className="whitespace-pre-line text-slate-700" lang={clinic.description?.trim() ? listingLang(clinic) : undefined}>
              {clinic.description?.trim() || t('noDescription')}
            </p>
          </SectionCard>
          {tabs}
        </div>
        <aside className="min-w-0 space-y-6" aria-label={t('contact.title')}>
          <ContactInfoCard clinic={clinic} />
          {aside}
        </aside>
      </div>
    </>
  );
}
