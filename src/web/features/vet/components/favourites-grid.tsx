import { Heart } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import { HospitalLogo } from '@web/components/hospital-logo';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { SkeletonMedia } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { useBookmarks } from '@web/features/bookmarks';
import '@web/i18n/namespaces/vet';
import { label } from '@web/i18n/namespaces/vocabulary';
import { errorText } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';

/** My Favorite Hospitals on the vet dashboard: the vet's bookmarks as a grid of small linked cards. */
export function FavouritesGrid() {
  const { t } = useTranslation('vet');
  const { data, isPending, error } = useBookmarks();

  useEffect(() => {
    if (error) toast({ title: t('favourites.failed'), description: errorText(error), variant: 'destructive' });
  }, [error, t]);

  return (
    <section aria-labelledby="favourites-title" className="space-y-4">
      <div>
        <h2 id="favourites-title" className="text-xl font-semibold text-slate-900">
          {t('favourites.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('favourites.description')}</p>
      </div>
      {isPending ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Card className="p-4">
                <SkeletonMedia className="items-center" media="h-12 w-12" lines={['h-4 w-3/4', 'h-3 w-1/2']} />
              </Card>
            </li>
          ))}
        </ul>
      ) : error ? (
        <Alert variant="destructive" title={t('favourites.failed')}>
          {t('favourites.failedInline')}
        </Alert>
      ) : data.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-6 text-center" data-testid="favourites-empty">
          <Heart className="h-8 w-8 text-brand-700" aria-hidden />
          <p className="font-medium text-slate-900">{t('favourites.empty')}</p>
          <p className="max-w-md text-sm text-slate-600">{t('favourites.emptyHint')}</p>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((h) => (
            <li key={h.id}>
              <Card className="relative flex h-full items-center gap-3 p-4 transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md" data-testid="favourite-card">
                <HospitalLogo name={h.name} logoUrl={h.logo_url} size="sm" />
                <div className="min-w-0">
                  <h3 className="font-semibold break-words text-slate-900">
                    {/* The stretched link makes the whole card clickable while keeping one tab stop. */}
                    <Link to={paths.hospital(h.id)} className="text-brand-800 outline-none after:absolute after:inset-0 hover:underline">
                      {h.name}
                    </Link>
                  </h3>
                  <p className="text-sm text-slate-600">{[h.city, label('provinces', h.province)].filter(Boolean).join(', ')}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
