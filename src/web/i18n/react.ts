import { useCallback, useSyncExternalStore } from 'react';
import i18next from './runtime';

/**
 * react-i18next's `useTranslation` for our runtime (Vite resolves `react-i18next` here; see
 * ./runtime.ts). `t` reads the first namespace given (others by `ns:key`), like react-i18next's
 * default; components re-render when the language changes, not when strings are added (the strings a
 * component reads are added before its chunk renders, docs/decisions/050).
 */
const subscribe = (onChange: () => void) => {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
};
const getLanguage = () => i18next.language;

export function useTranslation(ns?: string | readonly string[]) {
  const language = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const first = Array.isArray(ns) ? (ns as readonly string[])[0] : (ns as string | undefined);
  // A new `t` per language, so memoised children and effects that depend on it see the change.
  const t = useCallback(
    (key: string, options?: Record<string, unknown>) => i18next.t(key, first && !options?.ns ? { ...options, ns: first } : options),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- language is the reason to make a new t
    [first, language],
  );
  const result = [t, i18next, true] as const;
  return Object.assign(result, { t, i18n: i18next, ready: true });
}

/** react-i18next's plugin object; our runtime needs no binding step. */
export const initReactI18next = { type: '3rdParty' as const, init: () => {} };
