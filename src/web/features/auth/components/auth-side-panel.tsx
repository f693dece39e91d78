import { Building2, Clock, Search } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import '@web/i18n/namespaces/auth';

/** The three benefits beside the /auth forms. */
export function AuthSidePanel() {
  const { t } = useTranslation('auth');
  const items = [
    { icon: Search, ...t('panel.findSpecialists', { returnObjects: true }) },
    { icon: Clock, ...t('panel.waitTimes', { returnObjects: true }) },
    { icon: Building2, ...t('panel.clinics', { returnObjects: true }) },
  ];
  return (
    <aside className="rounded-lg bg-brand-800 p-6 text-white sm:p-8" aria-labelledby="auth-panel-title">
      <h2 id="auth-panel-title" className="text-xl font-semibold">
        {t('panel.title')}
      </h2>
      <ul className="mt-6 space-y-5">
        {items.map(({ icon: Icon, title, body }) => (
          <li key={title} className="flex gap-3">
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-200" aria-hidden />
            <div>
              <h3 className="font-medium">{title}</h3>
              <p className="mt-1 text-sm text-brand-100">{body}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
