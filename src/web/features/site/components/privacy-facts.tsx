import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import '@web/i18n/namespaces/site-legal';
import { paths } from '@web/lib/paths';
import { useSiteMeta } from '@web/lib/site-meta';

/**
 * The Privacy page's facts that belong to the deployment, not the build: who is in charge of personal
 * information and where data is hosted (PRIVACY_OFFICER_NAME, PRIVACY_OFFICER_EMAIL, DATA_LOCATION,
 * read through GET /api/meta; docs/decisions/107). The page is prerendered, so these arrive after it
 * paints; the first frame says they are loading, on the server and in the browser alike.
 */
export function PrivacyFacts({ kind }: { kind: 'officer' | 'hosting' }) {
  const { t } = useTranslation('site');
  const meta = useSiteMeta();
  if (meta.isError) return <p role="alert">{t('privacy.facts.failed')}</p>;
  if (!meta.data) return <p aria-busy="true">{t('privacy.facts.loading')}</p>;
  const { officerName, officerEmail, dataLocation } = meta.data.privacy;

  if (kind === 'hosting') {
    return <p data-testid="data-location">{dataLocation ? t('privacy.facts.hostedIn', { location: dataLocation }) : t('privacy.facts.hostedUnset')}</p>;
  }
  if (!officerName && !officerEmail) {
    return (
      <p data-testid="privacy-officer">
        {t('privacy.facts.officerUnset')}{' '}
        <Link to={paths.contact} className="rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {t('privacy.facts.contactPage')}
        </Link>
      </p>
    );
  }
  return (
    <address className="not-italic" data-testid="privacy-officer">
      {officerName && <span className="block font-semibold text-slate-900">{officerName}</span>}
      <span className="block text-sm text-slate-600">{t('privacy.facts.officerRole')}</span>
      {officerEmail && (
        <a href={`mailto:${officerEmail}`} className="rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {officerEmail}
        </a>
      )}
    </address>
  );
}
