import { MapPin } from 'lucide-react';
import type { Clinic } from '@shared/contracts/hospitals';
import { HospitalLogo } from '@web/components/hospital-logo';
import { PageTitle } from '@web/components/page-title';
import { label } from '@web/i18n/namespaces/vocabulary';
import { VerifiedBadge } from './verified-badge';

/** "1450 Merivale Road, Ottawa, Ontario": the parts a listing has, in order (the province's label in the language shown). */
export const formatAddress = (c: Pick<Clinic, 'address' | 'city' | 'province'>) =>
  [c.address, c.city, label('provinces', c.province)].filter((part) => part && part.trim()).join(', ');

/** Logo, name as the page's h1, and the address line. */
export function HospitalHeader({ clinic, showLogo = true }: { clinic: Clinic; showLogo?: boolean }) {
  return (
    <div className="flex items-start gap-4">
      {showLogo && <HospitalLogo name={clinic.name} logoUrl={clinic.logo_url} size="lg" />}
      <div className="min-w-0">
        <PageTitle title={clinic.name} className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl" />
        <p className="mt-2 flex items-start gap-1.5 text-slate-700">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
          <span className="min-w-0">{formatAddress(clinic)}</span>
        </p>
        <VerifiedBadge verifiedAt={clinic.verified_at} className="mt-2" />
      </div>
    </div>
  );
}
