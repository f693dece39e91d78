import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import { Card } from '@web/components/ui/card';
import '@web/i18n/namespaces/referrals';
import { paths } from '@web/lib/paths';
import { useSiteMeta } from '@web/lib/site-meta';

/**
 * Said where a referral's personal information is collected (issue 23): who will read it, what they
 * read, that reads are logged, and where it is hosted (DATA_LOCATION, from GET /api/meta).
 */
export function SharingNotice({ hospital }: { hospital: string }) {
  const { t } = useTranslation('referrals');
  const location = useSiteMeta().data?.privacy.dataLocation;
  return (
    <Card className="space-y-2 p-5 text-sm text-slate-700" data-testid="sharing-notice">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
        {t('composer.sharing.title')}
      </h2>
      <p>{t('composer.sharing.draft')}</p>
      <p>{t('composer.sharing.sent', { hospital })}</p>
      <p>{t('composer.sharing.logged')}</p>
      {location && <p>{t('composer.sharing.hostedIn', { location })}</p>}
      <Link to={paths.privacy} className="inline-block rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
        {t('composer.sharing.policy')}
      </Link>
    </Card>
  );
}
