import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@web/components/placeholder-page';
import { Alert } from '@web/components/ui/alert';
import { useUser } from '@web/features/auth/api/get-user';

/** /hospitals/{id}/internal is for vets only; others see the Access Denied alert (SPEC §6). */
export function HospitalInternalPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('common');
  const { data: user } = useUser();
  if (user?.role !== 'vet') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Alert variant="destructive" title={tc('accessDenied')}>
          {t('internalVetOnly')}
        </Alert>
      </div>
    );
  }
  return <PlaceholderPage title={t('hospitalInternal')} />;
}
