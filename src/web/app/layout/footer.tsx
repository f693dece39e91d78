import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import { paths } from '@web/lib/paths';
import { useHydrated } from '@web/lib/use-hydrated';

// The year the public pages were rendered in at build time (vite.config.ts). Hydration starts from
// it and the visitor's clock then takes over, so a page built in December still hydrates in January.
const RENDERED_YEAR = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();

export function Footer() {
  const { t } = useTranslation('nav');
  const year = useHydrated() ? new Date().getFullYear() : RENDERED_YEAR;
  const links = [
    { to: paths.about, label: t('footer.about') },
    { to: paths.privacy, label: t('footer.privacy') },
    { to: paths.terms, label: t('footer.terms') },
    { to: paths.contact, label: t('footer.contact') },
  ];
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 md:flex-row md:items-center md:justify-between">
        <div className="space-y-1">
          <p>{t('footer.family')}</p>
          <p>{t('footer.copyright', { year })}</p>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="rounded hover:text-brand-800 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
