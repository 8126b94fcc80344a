import { isLanguage } from '@telemed/domain';
import type { StringsSource } from '@telemed/domain';
import type { i18n as I18nInstance } from 'i18next';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { ensureStrings } from './ensureStrings';

/**
 * Whether the instance holds the strings of `source` for its current language; when it does not,
 * they are loaded (one chunk of that language only) and the answer turns true once they are
 * added. A language without strings of ours answers true: its keys fall back as any i18next key.
 *
 * @example
 * const ready = useStringsOf(i18n, uiStrings);
 */
export function useStringsOf(i18n: I18nInstance, source: StringsSource): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      i18n.store.on('added', changed);
      return () => {
        i18n.off('languageChanged', changed);
        i18n.store.off('added', changed);
      };
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  const present = useSyncExternalStore(subscribe, () =>
    i18n.hasResourceBundle(language, source.namespace),
  );
  useEffect(() => {
    if (!present && isLanguage(language)) void ensureStrings(i18n, [source], language);
  }, [i18n, source, language, present]);
  return present || !isLanguage(language);
}
