import { FilePlus2 } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import { can } from '@shared/policy';
import { Button, type ButtonProps } from '@web/components/ui/button';
import type { CurrentUser } from '@shared/contracts/auth';

/**
 * "Refer a patient": opens the composer for this hospital (and specialty, when the page knows one).
 * Shown to vets only (referrals.write); its words are in the shell's common strings, so the pages that
 * show it do not load the referral screens' catalogue. Not part of the referrals feature's entry: the
 * app shell imports that entry (the nav badge), and the button there would cost the landing route.
 */
export function ReferPatientButton({
  user,
  hospitalId,
  hospitalName,
  specialtyId,
  variant = 'primary',
  size,
  className,
}: {
  user: Pick<CurrentUser, 'role'> | null | undefined;
  hospitalId: number;
  /** Named in the accessible name where several buttons share a page (search results). */
  hospitalName?: string;
  specialtyId?: number | null;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  const { t } = useTranslation('common');
  if (!can(user ?? null, 'referrals.write')) return null;
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={`/referrals/new?hospital=${hospitalId}${specialtyId ? `&specialty=${specialtyId}` : ''}`} aria-label={hospitalName ? t('referPatientTo', { name: hospitalName }) : undefined}>
        <FilePlus2 className="h-4 w-4" aria-hidden />
        {t('referPatient')}
      </Link>
    </Button>
  );
}
