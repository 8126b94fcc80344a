import type { Language } from '@telemed/domain';
import type { Translation } from '@telemed/ui';
import { de } from './locales/de';
import { el } from './locales/el';
import { enGB } from './locales/en-GB';
import type { FormsStrings } from './locales/en-GB';
import { es } from './locales/es';
import { it } from './locales/it';
import { pl } from './locales/pl';

import { FORMS_NAMESPACE } from './formsStrings';

/**
 * The form components' strings of every language as i18next resources (`{ [language]: { forms:
 * strings } }`), for Storybook and tests; an app loads one language at a time with `formsStrings`. The vocabulary of the records the
 * forms edit (examination types, the patient's fields, genders, identifier types, the intro
 * questions) lives here too, so an app shows a saved record with the words its form used.
 */
export const formsResources: Record<Language, { [FORMS_NAMESPACE]: Translation<FormsStrings> }> = {
  'en-GB': { forms: enGB },
  pl: { forms: pl },
  es: { forms: es },
  it: { forms: it },
  el: { forms: el },
  de: { forms: de },
};
