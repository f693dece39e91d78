import { ArrowRight, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import '@web/i18n/namespaces/clinic';
import { paths } from '@web/lib/paths';

/** Admins may open /dashboard/clinic but own no listing; this points them to where hospitals are managed (docs/decisions/040). */
export function AdminNotice() {
  const { t } = useTranslation('clinic');
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-5 text-slate-900" data-testid="admin-notice">
      <ShieldCheck className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden />
      <div>
        <p className="font-semibold">{t('admin.title')}</p>
        <p className="mt-1 text-sm text-slate-700">{t('admin.body')}</p>
        <Button asChild className="mt-4">
          <Link to={paths.adminDashboard}>
            {t('admin.link')}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </Button>
      </div>
    </div>
  );
}
