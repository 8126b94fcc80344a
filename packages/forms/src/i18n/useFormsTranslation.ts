import { useContext } from 'react';
import { I18nContext, getI18n, useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE, formsResources } from './formsResources';

/** i18next instances that hold the bundles: looked for once, not on every render. */
const bundled = new WeakSet<object>();

/**
 * The form components' strings from the app's i18next instance (namespace `forms`), as the
 * design system's components take theirs: an app that did not merge `formsResources` into its
 * resources gets them added on first use.
 */
export function useFormsTranslation() {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  if (i18n.isInitialized && !bundled.has(i18n)) {
    for (const [language, bundles] of Object.entries(formsResources)) {
      if (!i18n.hasResourceBundle(language, FORMS_NAMESPACE))
        i18n.addResourceBundle(language, FORMS_NAMESPACE, bundles.forms);
    }
    bundled.add(i18n);
  }
  return useTranslation(FORMS_NAMESPACE);
}
