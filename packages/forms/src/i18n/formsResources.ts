import type { Language } from '@telemed/domain';
import type { Translation } from '@telemed/ui';
import { de } from './locales/de';
import { el } from './locales/el';
import { enGB } from './locales/en-GB';
import type { FormsStrings } from './locales/en-GB';
import { es } from './locales/es';
import { it } from './locales/it';
import { pl } from './locales/pl';

/**
 * The form components' strings of every language as i18next resources (`{ [language]: { forms:
 * strings } }`), for Storybook, tests and apps that bundle every language; an app that loads one
 * language at a time uses `formsStrings`.
 */
export const formsResources: Record<Language, { forms: Translation<FormsStrings> }> = {
  'en-GB': { forms: enGB },
  pl: { forms: pl },
  es: { forms: es },
  it: { forms: it },
  el: { forms: el },
  de: { forms: de },
};
