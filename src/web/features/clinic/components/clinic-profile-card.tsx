import { Eye, Globe, Mail, MapPin, Pencil, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import { websiteHref } from '@shared/contracts/fields';
import type { Clinic } from '@shared/contracts/hospitals';
import { HospitalLogo } from '@web/components/hospital-logo';
import { OptionalLink } from '@web/components/optional-link';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/spinner';
import '@web/i18n/namespaces/clinic';
import { label } from '@web/i18n/namespaces/vocabulary';
import { paths } from '@web/lib/paths';
import { listingLang } from '@web/i18n';
import { mailtoHref, telHref, websiteLabel } from '@web/lib/safe-url';

function Logo({ clinic }: { clinic: Clinic | null }) {
  const { t } = useTranslation('clinic');
  // HospitalLogo's name is the image's alt text.
  const alt = clinic ? t('profile.logoAlt', { name: clinic.name }) : '';
  return <HospitalLogo name={alt} logoUrl={clinic?.logo_url ?? null} className="h-14 w-14 sm:h-20 sm:w-20" />;
}

/** A text the clinic writes itself (its description, its referral instructions) under its heading, or what says it is missing. */
function ListingText({ id, title, text, missing, clinic }: { id: string; title: string; text: string | null; missing: string; clinic: Clinic }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-700" lang={text ? listingLang(clinic) : undefined}>
        {text ?? <span className="text-slate-500">{missing}</span>}
      </p>
    </section>
  );
}

function Detail({ icon: Icon, label, children }: { icon: typeof Phone; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <Icon className="h-3.5 w-3.5" aria-hidden />
        {label}
      </dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The clinic's listing as it stands, with Edit Profile and the vet-side preview link. */
export function ClinicProfileCard({ clinic, onEdit }: { clinic: Clinic | null; onEdit: () => void }) {
  const { t } = useTranslation('clinic');

  if (!clinic) {
    return (
      <Card className="border-brand-200 bg-brand-50/40 p-5" data-testid="clinic-profile-card">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <Logo clinic={null} />
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-semibold text-slate-900">{t('profile.setUpTitle')}</h2>
            <p className="mt-1 max-w-2xl text-sm text-slate-700">{t('profile.setUpBody')}</p>
          </div>
          <Button onClick={onEdit} className="self-start sm:self-center">
            <Pencil className="h-4 w-4" aria-hidden />
            {t('profile.edit')}
          </Button>
        </div>
      </Card>
    );
  }

  const website = websiteHref(clinic.website_url);
  const mail = mailtoHref(clinic.contact_email);
  const tel = telHref(clinic.phone);
  const place = [clinic.address, clinic.city, label('provinces', clinic.province)].filter(Boolean).join(', ');
  const notProvided = <span className="text-slate-500">{t('profile.notProvided')}</span>;

  return (
    <Card className="p-5" data-testid="clinic-profile-card">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <Logo clinic={clinic} />
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-brand-800 uppercase">{t('profile.cardTitle')}</p>
            <h2 className="text-xl font-semibold break-words text-slate-900" data-testid="clinic-name">
              {clinic.name}
            </h2>
            <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-700">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
              <span>{place}</span>
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden />
            {t('profile.edit')}
          </Button>
          <Button variant="secondary" asChild>
            <Link to={paths.hospital(clinic.id)}>
              <Eye className="h-4 w-4" aria-hidden />
              {t('preview')}
            </Link>
          </Button>
        </div>
      </div>

      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        <Detail icon={Phone} label={t('profile.phone')}>
          {clinic.phone ? <OptionalLink href={tel} className="text-brand-800 hover:underline">{clinic.phone}</OptionalLink> : notProvided}
        </Detail>
        <Detail icon={Mail} label={t('profile.email')}>
          {clinic.contact_email ? <OptionalLink href={mail} className="text-brand-800 hover:underline">{clinic.contact_email}</OptionalLink> : notProvided}
        </Detail>
        <Detail icon={Globe} label={t('profile.website')}>
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer" className="text-brand-800 hover:underline">
              {websiteLabel(website)}
              <span className="sr-only"> {t('profile.opensNewTab')}</span>
            </a>
          ) : (
            (clinic.website_url ?? notProvided)
          )}
        </Detail>
      </dl>

      <div className="mt-5 grid gap-4 border-t border-slate-200 pt-4 md:grid-cols-2">
        <ListingText id="clinic-about" title={t('profile.description')} text={clinic.description} missing={t('profile.noDescription')} clinic={clinic} />
        <ListingText id="clinic-referral" title={t('profile.referral')} text={clinic.referral_instructions} missing={t('profile.noReferral')} clinic={clinic} />
      </div>
      {!clinic.logo_url && <p className="mt-4 text-xs text-slate-500">{t('profile.logoHint')}</p>}
    </Card>
  );
}

export function ClinicProfileCardSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Card className="p-5" aria-busy="true">
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
      <div className="flex gap-4">
        <Skeleton className="h-16 w-16 shrink-0 sm:h-20 sm:w-20" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <div className="grid gap-4 pt-2 sm:grid-cols-3">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        </div>
      </div>
    </Card>
  );
}
