import { useCallback, useContext } from 'react';
import { I18nContext, getI18n, useTranslation } from 'react-i18next';
import type { Language } from '@telemed/domain';
import { SIGNALS_NAMESPACE, signalsResources } from './signalsResources';
import type { SignalsStringKey } from './signalsResources';

/** i18next instances that hold the bundles: looked for once, not on every render of a pan. */
const bundled = new WeakSet<object>();

/**
 * The viewer's strings from the app's i18next instance (namespace `signals`), as the design
 * system's components take theirs: an app that did not merge `signalsResources` into its
 * resources gets them added on first use. Also answers the current language, for Intl formats.
 */
export function useSignalsTranslation() {
  // The instance itself, without `useTranslation`'s subscription (the namespaced call below has one).
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  if (i18n.isInitialized && !bundled.has(i18n)) {
    for (const [language, bundles] of Object.entries(signalsResources)) {
      if (!i18n.hasResourceBundle(language, SIGNALS_NAMESPACE))
        i18n.addResourceBundle(language, SIGNALS_NAMESPACE, bundles.signals);
    }
    bundled.add(i18n);
  }
  const { t } = useTranslation(SIGNALS_NAMESPACE);
  // Stable while the language stays, so memoised parts of the viewer skip re-rendering.
  const translate = useCallback(
    (key: SignalsStringKey, values?: Record<string, string | number>) => t(key, values),
    [t],
  );
  return { t: translate, language: i18n.language as Language };
}
