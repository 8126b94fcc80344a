import type { Language } from '@telemed/domain';
import type { Translation } from '@telemed/ui';
import { de } from './locales/de';
import { el } from './locales/el';
import { enGB } from './locales/en-GB';
import type { FormsStrings } from './locales/en-GB';
import { es } from './locales/es';
import { it } from './locales/it';
import { pl } from './locales/pl';

/** The i18next namespace of the form components' strings. */
export const FORMS_NAMESPACE = 'forms';

/**
 * The form components' strings as i18next resources (`{ [language]: { forms: strings } }`), to
 * merge into the app's own resources beside `uiResources`. The vocabulary of the records the
 * forms edit (examination types, the patient's fields, genders, identifier types, the intro
 * questions) lives here too, so an app shows a saved record with the words its form used.
 */
export const formsResources: Record<Language, { forms: Translation<FormsStrings> }> = {
  'en-GB': { forms: enGB },
  pl: { forms: pl },
  es: { forms: es },
  it: { forms: it },
  el: { forms: el },
  de: { forms: de },
};
