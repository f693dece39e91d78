import { Clock, Globe, Mail, MapPin, Phone, Siren } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n/react';
import type { Clinic } from '@shared/contracts/hospitals';
import { OptionalLink } from '@web/components/optional-link';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import '@web/i18n/namespaces/hospitals';
import { label } from '@web/i18n/namespaces/vocabulary';
import { mailtoHref, telHref, websiteHref, websiteLabel } from '@web/lib/safe-url';
import { ClinicHours } from './clinic-hours';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-slate-600 uppercase">
        <span className="text-brand-700" aria-hidden>
          {icon}
        </span>
        {label}
      </dt>
      <dd className="ml-6 break-words text-slate-900">{children}</dd>
    </div>
  );
}

const linkClass = 'text-brand-700 underline-offset-2 hover:underline break-all';

/**
 * Contact Information: name, address, phone (tel:), emergency line, hours as stated, contact e-mail
 * (mailto:) and website. The website
 * is linked only when it is an http(s) address; a bare domain gets https:// (SPEC §2).
 */
export function ContactInfoCard({ clinic }: { clinic: Clinic }) {
  const { t } = useTranslation('hospitals');
  const tel = telHref(clinic.phone);
  const mail = mailtoHref(clinic.contact_email);
  const web = websiteHref(clinic.website_url);
  const cityLine = [clinic.city, label('provinces', clinic.province)].filter(Boolean).join(', ');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('contact.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="font-medium text-slate-900">{clinic.name}</p>
        <dl className="mt-3 space-y-3 text-sm">
          <Row icon={<MapPin className="h-4 w-4" />} label={t('contact.address')}>
            {clinic.address && <span className="block">{clinic.address}</span>}
            <span className="block">{cityLine}</span>
          </Row>
          {clinic.phone && (
            <Row icon={<Phone className="h-4 w-4" />} label={t('contact.phone')}>
              <OptionalLink href={tel} className={linkClass}>{clinic.phone}</OptionalLink>
            </Row>
          )}
          {clinic.emergency_phone && (
            <Row icon={<Siren className="h-4 w-4" />} label={t('contact.emergencyPhone')}>
              <OptionalLink href={telHref(clinic.emergency_phone)} className={linkClass}>
                {clinic.emergency_phone}
              </OptionalLink>
            </Row>
          )}
          <Row icon={<Clock className="h-4 w-4" />} label={t('contact.hours')}>
            <ClinicHours hours={clinic.hours} testId="contact-hours" />
          </Row>
          {clinic.contact_email && (
            <Row icon={<Mail className="h-4 w-4" />} label={t('contact.email')}>
              <OptionalLink href={mail} className={linkClass}>{clinic.contact_email}</OptionalLink>
            </Row>
          )}
          {web && (
            <Row icon={<Globe className="h-4 w-4" />} label={t('contact.website')}>
              <a href={web} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {websiteLabel(web)}
                <span className="sr-only"> {t('contact.opensNewTab')}</span>
              </a>
            </Row>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
