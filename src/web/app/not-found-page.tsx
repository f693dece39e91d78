import { useTranslation } from '@web/i18n/react';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-5xl font-bold text-brand-700">404</p>
      <PageTitle title={t('notFound.title')} className="mt-4 text-3xl font-bold" />
      <p className="mt-3 text-slate-600">{t('notFound.body')}</p>
      <p className="mt-6 rounded-md bg-slate-100 p-3 font-mono text-sm text-slate-700" data-testid="dev-hint">
        {t('notFound.hint')} <code>{pathname}</code>
      </p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}
