import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n/react';
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
  /** `history`: back to the previous page of the app when there is one (BackButton). */
  back: { to: string; label: string; history?: boolean };
  id: number | null;
  query: UseQueryResult<T>;
  error: ReactNode;
  skeleton: { title: string; testId: string; withLogo: boolean };
  children: (data: T) => ReactNode;
}) {
  return (
    <HospitalColumn back={back}>
      {id === null || query.isError ? error : query.isPending ? <HospitalPageSkeleton {...skeleton} /> : children(query.data)}
    </HospitalColumn>
  );
}

/** A hospital page's column: the back link over the page (also the profile's first frame, hospital-page.tsx). */
export function HospitalColumn({ back, children }: { back: { to: string; label: string; history?: boolean }; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <BackButton {...back} />
      <div className="mt-4">{children}</div>
    </div>
  );
}

/**
 * A listing as both hospital pages lay it out: the header; then the contact card with the page's quick
 * `actions`; then the About card above the page's own tabs, and the page's other side cards (`aside`).
 * From lg up the contact card, actions and side cards form a sidebar beside About and the tabs; below
 * it they come in that order, so on a phone the ways to reach the clinic sit right under its name,
 * not after every specialty (issue 21). One markup; the grid places it.
 */
export function HospitalLayout({
  clinic,
  showLogo,
  tabs,
  actions,
  aside,
}: {
  clinic: Clinic;
  showLogo?: boolean;
  tabs: ReactNode;
  actions: ReactNode;
  aside?: ReactNode;
}) {
  const { t } = useTranslation('hospitals');
  return (
    <>
      <HospitalHeader clinic={clinic} showLogo={showLogo} />
      {/* The second row takes what the main column needs beyond the contact block (1fr), so the side cards follow it without a gap. */}
      <div className="mt-8 grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:items-start">
        <aside className="min-w-0 space-y-6 lg:col-start-3 lg:row-start-1" aria-label={t('contact.title')} data-testid="contact-block">
          <ContactInfoCard clinic={clinic} />
          {actions}
        </aside>
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <SectionCard title={t('about')}>
            <p className="whitespace-pre-line text-slate-700" lang={clinic.description?.trim() ? listingLang(clinic) : undefined}>
              {clinic.description?.trim() || t('noDescription')}
            </p>
          </SectionCard>
          {tabs}
        </div>
        {aside && <div className="min-w-0 space-y-6 lg:col-start-3 lg:row-start-2">{aside}</div>}
      </div>
    </>
  );
}
