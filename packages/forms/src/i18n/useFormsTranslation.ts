import { isLanguage } from '@telemed/domain';
import { ensureStrings } from '@telemed/ui';
import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { I18nContext, getI18n, useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE, formsStrings } from './formsStrings';

/**
 * The form components' strings from the app's i18next instance (namespace `forms`), as the
 * design system's take theirs: an app that did not load `formsStrings` for its language gets
 * them loaded here (that language only), and the component renders again once they are added.
 */
export function useFormsTranslation() {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
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
  const isPresent = useSyncExternalStore(subscribe, () =>
    i18n.hasResourceBundle(language, FORMS_NAMESPACE),
  );
  useEffect(() => {
    if (!isPresent && isLanguage(language)) void ensureStrings(i18n, [formsStrings], language);
  }, [i18n, language, isPresent]);
  return useTranslation(FORMS_NAMESPACE);
}
