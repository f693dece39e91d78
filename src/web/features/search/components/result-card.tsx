import { ArrowRight, MapPin, Phone } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import type { SearchMatch, SearchResult } from '@shared/contracts/search';
import { HospitalLogo } from '@web/components/hospital-logo';
import { ReferPatientButton } from '@web/components/refer-patient-button';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { useUser } from '@web/features/auth';
import { EmergencyBadge, Freshness, formatAddress, MeasuredLines, VerifiedBadge, WaitBadge } from '@web/features/hospitals';
import '@web/i18n/namespaces/vet';
import { label } from '@web/i18n/namespaces/vocabulary';
import { paths } from '@web/lib/paths';
import { telHref } from '@web/lib/safe-url';
import { numberFormat } from '@web/lib/intl';
import { SkeletonMedia } from '@web/components/ui/spinner';

/** Beside the self-reported wait: the measured median to the appointment (issue 20). */
const MEASURED_ON_CARD = ['to_appointment'] as const;

/** One hospital in the search results, with what the search matched: a specialty or a procedure. */
export function ResultCard({ hospital }: { hospital: SearchResult }) {
  const { t } = useTranslation('vet');
  const { data: user } = useUser();
  const cs = hospital.clinicSpecialty;
  const pm = hospital.procedureMatch;
  const tel = telHref(hospital.phone);
  return (
    <Card className="flex h-full min-w-0 flex-col p-4" data-testid="search-result">
      <div className="flex items-start gap-3">
        <HospitalLogo name={hospital.name} logoUrl={hospital.logo_url} size="sm" />
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">
            <Link to={paths.hospital(hospital.id)} className="rounded-sm text-brand-800 hover:underline">
              {hospital.name}
            </Link>
          </h3>
          <p className="mt-1 flex items-start gap-1 text-sm text-slate-600" data-testid="result-location">
            <MapPin className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
            <span className="min-w-0">{formatAddress(hospital)}</span>
          </p>
          {tel && (
            <p className="mt-1 flex items-center gap-1 text-sm" data-testid="result-phone">
              <Phone className="h-3.5 w-3.5 shrink-0 text-slate-600" aria-hidden />
              <a href={tel} className="rounded-sm text-brand-700 hover:underline" aria-label={t('card.call', { name: hospital.name, phone: hospital.phone ?? '' })}>
                {hospital.phone}
              </a>
            </p>
          )}
          <VerifiedBadge verifiedAt={hospital.verified_at} className="mt-1" />
          {hospital.distance_km !== undefined && <Distance km={hospital.distance_km} />}
        </div>
      </div>

      {hospital.matched && <Matched match={hospital.matched} />}

      {cs && (
        <div className="mt-3 space-y-2">
          <div className="flex flex-wrap gap-2">
            <WaitBadge wait={cs.wait_time}>{cs.wait_time ? t('card.wait', { wait: label('waitTimes', cs.wait_time) }) : t('card.waitNotSpecified')}</WaitBadge>
            <EmergencyBadge accepting={cs.accepting_emergency}>{cs.accepting_emergency ? t('card.emergencyYes') : t('card.emergencyNo')}</EmergencyBadge>
          </div>
          <MeasuredLines measured={hospital.measured} kinds={MEASURED_ON_CARD} />
          {cs.notes && <p className="text-sm text-slate-700">{label('specialtyNotes', cs.notes)}</p>}
          <Freshness lastUpdated={cs.last_updated} />
        </div>
      )}

      {pm && (
        <div className="mt-3 space-y-2" data-testid="procedure-match">
          <p className="text-sm font-medium text-slate-900">{t('card.procedure', { procedure: pm.procedure })}</p>
          <div className="flex flex-wrap gap-2">
            {pm.wait_time && <WaitBadge wait={pm.wait_time}>{t('card.procedureWait', { wait: label('waitTimes', pm.wait_time) })}</WaitBadge>}
            {pm.price_range && <Badge tone="neutral">{t('card.price', { price: pm.price_range })}</Badge>}
          </div>
          {pm.price_range && <p className="text-xs text-slate-600">{t('card.priceNote')}</p>}
          <Freshness lastUpdated={pm.last_updated} />
          {pm.price_range && <Freshness lastUpdated={pm.price_updated} price />}
        </div>
      )}

      {!cs && <MeasuredLines measured={hospital.measured} kinds={MEASURED_ON_CARD} className="mt-3" />}

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
        <Link
          to={paths.hospital(hospital.id)}
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-brand-700 hover:underline"
          aria-label={t('card.viewProfileOf', { name: hospital.name })}
        >
          {t('card.viewProfile')}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
        <ReferPatientButton user={user} hospitalId={hospital.id} hospitalName={hospital.name} specialtyId={cs?.specialty_id} size="sm" variant="secondary" />
      </div>
    </Card>
  );
}

/**
 * What a name or procedure search matched here (issue 57): "Matched procedure: Chemotherapy", and how
 * when it was not the text itself: a synonym of the vocabulary or a spelling one letter away.
 */
function Matched({ match }: { match: SearchMatch }) {
  const { t } = useTranslation('vet');
  const text = match.field === 'specialty' ? label('specialties', match.text) : match.text;
  const how = match.term && (match.via === 'synonym' || match.via === 'typo') ? t(`card.matchedVia.${match.via}`, { term: match.term }) : '';
  return (
    <p className="mt-2 text-sm break-words text-slate-700" data-testid="result-matched">
      {t(`card.matched.${match.field}`, { text })}
      {how && ` ${how}`}
    </p>
  );
}

/** How far the hospital is from the searched place (issue 21): "12 km", read as "12 km away". */
function Distance({ km }: { km: number }) {
  const { t, i18n } = useTranslation('vet');
  const shown = numberFormat(i18n.language, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
  return (
    <p className="mt-0.5 text-sm font-medium text-slate-700" data-testid="result-distance">
      <span aria-hidden>{t('card.distance', { km: shown })}</span>
      <span className="sr-only">{t('card.distanceLabel', { km: shown })}</span>
    </p>
  );
}

export function ResultCardSkeleton() {
  return (
    <Card className="flex h-full flex-col gap-3 p-4" aria-hidden>
      <SkeletonMedia media="h-12 w-12 rounded-lg" lines={['h-4 w-3/4 rounded', 'h-3 w-full rounded']} />
      <div className="flex gap-2">
        <div className="h-5 w-24 animate-pulse rounded-full bg-slate-200" />
        <div className="h-5 w-32 animate-pulse rounded-full bg-slate-200" />
      </div>
      <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200" />
    </Card>
  );
}
