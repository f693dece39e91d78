import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Referral } from '@shared/contracts/referrals';
import { SectionCard } from '@web/components/section-card';
import '@web/i18n/namespaces/referrals';
import { letterUrl, reportUrl } from '../api/letters';

const LINK = 'inline-flex min-h-11 items-center gap-2 rounded-sm font-medium text-brand-700 hover:underline';

/**
 * The referral as PDF, to print or file into practice software (issue 20, docs/decisions/089): the
 * letter for either party (a draft's too, which only its vet sees), and the report once completed.
 */
export function LetterLinks({ referral }: { referral: Pick<Referral, 'id' | 'status'> }) {
  const { t } = useTranslation('referrals');
  return (
    <SectionCard title={t('letter.title')} description={t('letter.hint')}>
      <ul className="space-y-1">
        <li>
          <a href={letterUrl(referral.id)} download className={LINK}>
            <Download className="h-4 w-4 shrink-0" aria-hidden />
            {t('letter.letter')}
          </a>
        </li>
        {referral.status === 'completed' && (
          <li>
            <a href={reportUrl(referral.id)} download className={LINK}>
              <Download className="h-4 w-4 shrink-0" aria-hidden />
              {t('letter.report')}
            </a>
          </li>
        )}
      </ul>
    </SectionCard>
  );
}
