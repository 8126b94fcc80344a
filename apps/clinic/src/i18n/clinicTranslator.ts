import type { Language } from '@telemed/domain';
import i18next from 'i18next';
import type { TFunction } from 'i18next';
import { clinicNamespace } from './resources';
import { clinicResources } from './resources/clinicResources';

/**
 * A translate function of the portal's own strings in one language, without React or the
 * packages' strings: for tests of the functions that write text (descriptions, measures).
 */
export function clinicTranslator(language: Language): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { [clinicNamespace]: clinicResources[language] } },
    defaultNS: clinicNamespace,
    initAsync: false,
  });
  return instance.t;
}
