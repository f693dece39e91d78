import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@shared/contracts/auth';
import { userQueryKey } from '@web/features/auth';
import { type Language, LANGUAGES, setLanguage, toLanguage } from '@web/i18n';
import { api } from '@web/lib/api-client';

/** The current user as the server may send it: `language` is the stored preference (issue 17). */
type UserWithLanguage = CurrentUser & { language?: string | null };

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the choice for this browser: the server reads the cookie to send the next page in it. */
function rememberLanguage(language: Language) {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `lang=${language}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** A stored preference that names one of our languages exactly; anything else is no preference. */
const storedLanguage = (user: CurrentUser | null | undefined): Language | undefined => {
  const stored = (user as UserWithLanguage | null | undefined)?.language;
  return LANGUAGES.find((l) => l === stored);
};

/**
 * The language shown and the switch between languages: the page stays and keeps its state (no
 * reload), its strings change once those of the new language are here (docs/decisions/070). The
 * choice goes into the `lang` cookie and, for a signed-in user, into their profile
 * (PATCH /api/user/profile { language }); a failed save is toasted, the switch stays.
 */
export function useLanguage(user: CurrentUser | null | undefined) {
  const { i18n } = useTranslation('nav');
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: (language: Language) => api.patch<CurrentUser>('/api/user/profile', { language }),
    onSuccess: (saved) => qc.setQueryData(userQueryKey, saved),
    meta: { errorTitle: 'nav:language.saveFailed' },
  });
  const language = toLanguage(i18n.language);
  const change = async (next: Language) => {
    if (next === language) return;
    await setLanguage(next);
    rememberLanguage(next);
    if (user) {
      // At once, so the stored preference does not switch the page back while the save is on its way.
      qc.setQueryData<UserWithLanguage | null>(userQueryKey, (current) => (current ? { ...current, language: next } : current));
      save.mutate(next);
    }
  };
  return { language, change };
}

/**
 * Follows the signed-in user's stored preference: when the session answers (or a sign-in brings a
 * user) whose preference differs from the language shown, the app switches to it. Only a change of the
 * stored value is followed, so a switch the user makes is not undone.
 */
export function useStoredLanguage(user: CurrentUser | null | undefined) {
  const stored = storedLanguage(user);
  const followed = useRef<Language | undefined>(undefined);
  useEffect(() => {
    if (!stored) {
      // Signed out (or no preference): the next user's preference is followed afresh.
      followed.current = undefined;
      return;
    }
    if (stored === followed.current) return;
    followed.current = stored;
    setLanguage(stored).then(
      () => rememberLanguage(stored),
      () => {},
    );
  }, [stored]);
}
