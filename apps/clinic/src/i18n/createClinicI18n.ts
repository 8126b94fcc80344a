import { DOMAIN_NAMESPACE, domainResources } from '@telemed/domain';
import { UI_NAMESPACE, uiResources } from '@telemed/ui';
import i18next from 'i18next';
import type { i18n as I18nInstance, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, supportedLanguages } from './languages';
import type { SupportedLanguage } from './languages';
import { clinicNamespace, clinicStrings } from './resources';

/** Every namespace of every language: the portal's own strings, the design system's and the domain's. */
function allResources(): Resource {
  return Object.fromEntries(
    supportedLanguages.map((language) => [
      language,
      {
        [clinicNamespace]: clinicStrings[language],
        [UI_NAMESPACE]: uiResources[language].ui,
        [DOMAIN_NAMESPACE]: domainResources[language],
      },
    ]),
  );
}

/**
 * The portal's i18next instance, ready synchronously (all strings are bundled) so the first
 * render is already translated.
 */
export function createClinicI18n(language: SupportedLanguage): I18nInstance {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...supportedLanguages],
    resources: allResources(),
    ns: [clinicNamespace, UI_NAMESPACE, DOMAIN_NAMESPACE],
    defaultNS: clinicNamespace,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
