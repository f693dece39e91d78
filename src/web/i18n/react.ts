import { useCallback, useSyncExternalStore } from 'react';
import type { Namespace, TFunction } from './keys';
import { i18n, translate } from './runtime';

/**
 * The React binding of our runtime (./runtime.ts), shaped like react-i18next's `useTranslation`
 * because that is what the app was first written against. `t` reads the first namespace given (others
 * by `ns:key`); components re-render when the language changes, not when strings are added (the
 * strings a component reads are added before its chunk renders, docs/decisions/050).
 */
const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const getLanguage = () => i18n.language;

export function useTranslation<const Ns extends Namespace | readonly Namespace[] = 'common'>(ns?: Ns): { t: TFunction<Ns>; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const first = typeof ns === 'string' ? ns : ns?.[0];
  // A new `t` per language, so memoised children and effects that depend on it see the change.
  const t = useCallback(
    (key: string, options?: Record<string, unknown>) => translate(key, first ? { ...options, ns: first } : options),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- language is the reason to make a new t
    [first, language],
  );
  return { t: t as unknown as TFunction<Ns>, i18n };
}
