import { DEFAULT_LANGUAGE, DOMAIN_NAMESPACE, LANGUAGES, domainStrings } from '@telemed/domain';
import type { Language, StringsSource } from '@telemed/domain';
import { FORMS_NAMESPACE, formsStrings } from '@telemed/forms';
import { UI_NAMESPACE, ensureStrings, uiStrings } from '@telemed/ui';
import i18next from 'i18next';
import type { i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { clinicNamespace, clinicStrings } from './resources';

/**
 * Every namespace the portal shows: its own strings, the design system's, the forms' and the
 * domain's. Each loads one language at a time; `switchLanguage(i18n, clinicStringSources,
 * language)` changes it.
 */
export const clinicStringSources: readonly StringsSource[] = [
  clinicStrings,
  uiStrings,
  formsStrings,
  domainStrings,
];

/**
 * The portal's i18next instance, resolved once the strings of `language` are loaded (one chunk
 * per namespace), so the first render is already translated.
 */
export async function createClinicI18n(language: Language): Promise<I18nInstance> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: {},
    // Strings arrive through `ensureStrings`, not a backend: nothing is loaded behind its back.
    partialBundledLanguages: true,
    ns: [clinicNamespace, UI_NAMESPACE, FORMS_NAMESPACE, DOMAIN_NAMESPACE],
    defaultNS: clinicNamespace,
    interpolation: { escapeValue: false },
  });
  await ensureStrings(instance, clinicStringSources, language);
  return instance;
}
