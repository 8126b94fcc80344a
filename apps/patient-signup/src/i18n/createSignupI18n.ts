import { DEFAULT_LANGUAGE, DOMAIN_NAMESPACE } from '@telemed/domain';
import type { Language } from '@telemed/domain';
import i18next from 'i18next';
import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { signupNamespace, signupResources } from './signupResources';

/**
 * A ready i18next instance for the signup app. Resources are bundled, so initialisation is
 * synchronous (`initAsync: false`) and the first render already has its strings.
 */
export function createSignupI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: Object.keys(signupResources),
    ns: [signupNamespace, DOMAIN_NAMESPACE],
    defaultNS: signupNamespace,
    resources: signupResources,
    // React escapes rendered text itself.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
