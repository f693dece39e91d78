import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@web/i18n/react';
import type { CurrentUser } from '@shared/contracts/auth';
import { userQueryKey } from '@web/features/auth';
import { type Language, LANGUAGES, setLanguage, toLanguage } from '@web/i18n';
import { api } from '@web/lib/api-client';

/** Remembers the choice for this browser, a year: the server reads the cookie to send the next page in it. */
const rememberLanguage = (language: Language) =>
  (document.cookie = `lang=${language}; path=/; max-age=31536000; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`);

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
      qc.setQueryData<CurrentUser | null>(userQueryKey, (current) => current && { ...current, language: next });
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
  // A stored preference that names one of our languages exactly; anything else is no preference.
  const stored = LANGUAGES.find((l) => l === user?.language);
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
