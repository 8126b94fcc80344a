import { DEFAULT_LANGUAGE, DOMAIN_NAMESPACE, LANGUAGES, domainResources } from '@telemed/domain';
import type { Language } from '@telemed/domain';
import { FORMS_NAMESPACE, formsResources } from '@telemed/forms';
import { UI_NAMESPACE, uiResources } from '@telemed/ui';
import i18next from 'i18next';
import type { i18n as I18nInstance, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { clinicNamespace, clinicStrings } from './resources';

/**
 * Every namespace of every language: the portal's own strings, the design system's, the forms'
 * and the domain's.
 */
function allResources(): Resource {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        [clinicNamespace]: clinicStrings[language],
        [UI_NAMESPACE]: uiResources[language].ui,
        [FORMS_NAMESPACE]: formsResources[language].forms,
        [DOMAIN_NAMESPACE]: domainResources[language],
      },
    ]),
  );
}

/**
 * The portal's i18next instance, ready synchronously (all strings are bundled) so the first
 * render is already translated.
 */
export function createClinicI18n(language: Language): I18nInstance {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: allResources(),
    ns: [clinicNamespace, UI_NAMESPACE, FORMS_NAMESPACE, DOMAIN_NAMESPACE],
    defaultNS: clinicNamespace,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
