import { Download } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import type { Referral } from '@shared/contracts/referrals';
import { SectionCard } from '@web/components/section-card';
import '@web/i18n/namespaces/referrals';
import { letterUrl, reportUrl } from '../api/letters';

/**
 * The referral as PDF, to print or file into practice software (issue 20, docs/decisions/089): the
 * letter for either party (a draft's too, which only its vet sees), and the report once completed.
 */
export function LetterLinks({ referral }: { referral: Pick<Referral, 'id' | 'status'> }) {
  const { t } = useTranslation('referrals');
  const links: { href: string; label: string }[] = [{ href: letterUrl(referral.id), label: t('letter.letter') }];
  if (referral.status === 'completed') links.push({ href: reportUrl(referral.id), label: t('letter.report') });
  return (
    <SectionCard title={t('letter.title')} description={t('letter.hint')}>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} download className="inline-flex min-h-11 items-center gap-2 rounded-sm font-medium text-brand-700 hover:underline">
              <Download className="h-4 w-4 shrink-0" aria-hidden />
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
