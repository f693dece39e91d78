import { useTranslation } from '@web/i18n/react';
import { PageTitle } from './page-title';

/** A page whose content a later issue delivers: its title and a plain note. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle title={title} />
      <p className="mt-4 text-slate-600">{t('comingSoon')}</p>
    </div>
  );
}
