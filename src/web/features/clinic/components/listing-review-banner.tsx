import { useTranslation } from '@web/i18n/react';
import { type Clinic, listingStatus } from '@shared/contracts/hospitals';
import { Alert } from '@web/components/ui/alert';
import '@web/i18n/namespaces/clinic';

/**
 * Tells the clinic its listing is not in vets' searches (issue 21): waiting for an admin's review, or
 * rejected with the admin's note (saving the profile asks for another review). Nothing once verified.
 */
export function ListingReviewBanner({ clinic }: { clinic: Clinic }) {
  const { t } = useTranslation('clinic');
  const status = listingStatus(clinic);
  if (status === 'verified') return null;
  if (status === 'pending') {
    return (
      <Alert title={t('review.pendingTitle')} className="border-amber-300 bg-amber-50">
        {t('review.pendingBody')}
      </Alert>
    );
  }
  return (
    <Alert variant="destructive" title={t('review.rejectedTitle')}>
      <p>{t('review.rejectedBody')}</p>
      {clinic.review_note && <p className="mt-2 whitespace-pre-line">{clinic.review_note}</p>}
      <p className="mt-2">{t('review.rejectedNext')}</p>
    </Alert>
  );
}
