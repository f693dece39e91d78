import { useTranslation } from '@web/i18n/react';
import type { CurrentUser } from '@shared/contracts/auth';
import { LANGUAGES } from '@web/i18n';
import { cn } from '@web/lib/cn';
import { useHydrated } from '@web/lib/use-hydrated';
import { useLanguage } from './use-language';

/**
 * EN | FR: a labelled group of two toggle buttons (aria-pressed on the language shown). Each button is
 * named and labelled in its own language ("English", "Français", with its lang), whatever the language
 * shown, so a reader finds their language in it.
 */
export function LanguageSwitcher({ user, className }: { user: CurrentUser | null | undefined; className?: string }) {
  const { t } = useTranslation('nav');
  const { language, change } = useLanguage(user);
  // Disabled in the page's HTML until the code that switches has run (docs/decisions/117).
  const hydrated = useHydrated();
  return (
    <div role="group" aria-label={t('language.label')} className={cn('inline-flex rounded-md border border-slate-300 bg-white p-0.5', className)}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-label={t(`language.names.${option}`)}
          aria-pressed={option === language}
          disabled={!hydrated}
          onClick={() => void change(option).catch(() => {})}
          className={cn(
            'h-8 min-w-9 rounded px-2 text-xs font-semibold tracking-wide transition-colors',
            option === language ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {t(`language.short.${option}`)}
        </button>
      ))}
    </div>
  );
}
