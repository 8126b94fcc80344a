import { stringsSource } from '@telemed/domain';
import type { Translation } from '@telemed/ui';
import type { FormsStrings } from './locales/en-GB';

/** The i18next namespace of the form components' strings. */
export const FORMS_NAMESPACE = 'forms';

/**
 * The form components' `forms` namespace, one language at a time (load it with the app's other
 * sources: `ensureStrings(i18n, [uiStrings, formsStrings, ...], language)`). The vocabulary of
 * the records the forms edit (examination types, the patient's fields, genders, identifier types,
 * the intro questions) lives here too, so an app shows a saved record in its form's words.
 */
export const formsStrings = stringsSource<Translation<FormsStrings>>(FORMS_NAMESPACE, {
  'en-GB': () => import('./locales/en-GB').then((module) => module.enGB),
  pl: () => import('./locales/pl').then((module) => module.pl),
  es: () => import('./locales/es').then((module) => module.es),
  it: () => import('./locales/it').then((module) => module.it),
  el: () => import('./locales/el').then((module) => module.el),
  de: () => import('./locales/de').then((module) => module.de),
});
