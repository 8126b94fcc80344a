import { useStringsOf } from '@telemed/ui';
import { useContext } from 'react';
import { I18nContext, getI18n, useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE, formsStrings } from './formsStrings';

/**
 * The form components' strings from the app's i18next instance (namespace `forms`), as the
 * design system's take theirs: an app that did not load `formsStrings` for its language gets
 * them loaded here (that language only), and the component renders again once they are added.
 */
export function useFormsTranslation() {
  useStringsOf(useContext(I18nContext)?.i18n ?? getI18n(), formsStrings);
  return useTranslation(FORMS_NAMESPACE);
}
