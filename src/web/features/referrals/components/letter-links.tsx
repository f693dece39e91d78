import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import type { Referral } from '@shared/contracts/referrals';
import type { LetterLanguage } from '../api/letters';
import { SectionCard } from '@web/components/section-card';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { Label } from '@web/components/ui/label';
import { currentLanguage } from '@web/i18n';
import '@web/i18n/namespaces/referrals';
import { letterUrl, reportUrl } from '../api/letters';

const LANGUAGES: readonly LetterLanguage[] = ['en', 'fr'];

/**
 * The referral as PDF, to print or file into practice software (issue 20, docs/decisions/089): the
 * letter for either party (a draft's too, which only its vet sees), and the report once completed, in
 * the language the reader picks: theirs at first (decision 155). The owner's language is in the letter.
 */
export function LetterLinks({ referral }: { referral: Pick<Referral, 'id' | 'status'> }) {
  const { t } = useTranslation('referrals');
  const id = useId();
  const [language, setLanguage] = useState<LetterLanguage>(currentLanguage() === 'fr-CA' ? 'fr' : 'en');
  const links: { href: string; label: string }[] = [{ href: letterUrl(referral.id, language), label: t('letter.letter') }];
  if (referral.status === 'completed') links.push({ href: reportUrl(referral.id, language), label: t('letter.report') });
  return (
    <SectionCard title={t('letter.title')} description={t('letter.hint')} contentClassName="space-y-3">
      <div>
        <p id={`${id}-language`} className="text-sm font-medium text-slate-700">
          {t('letter.language')}
        </p>
        <RadioGroup aria-labelledby={`${id}-language`} value={language} onValueChange={(v) => setLanguage(v as LetterLanguage)} className="mt-2 flex flex-wrap gap-4">
          {LANGUAGES.map((l) => (
            <div key={l} className="flex min-h-11 items-center gap-2">
              <RadioGroupItem value={l} id={`${id}-${l}`} />
              <Label htmlFor={`${id}-${l}`} lang={l === 'fr' ? 'fr-CA' : 'en-CA'}>
                {t(`letter.languages.${l}`)}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </div>
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
