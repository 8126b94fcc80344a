import type { Language } from '@telemed/domain';
import { de } from './locales/de';
import { el } from './locales/el';
import { enGB } from './locales/en-GB';
import type { UiStrings } from './locales/en-GB';
import type { Translation } from './pluralStrings';
import { es } from './locales/es';
import { it } from './locales/it';
import { pl } from './locales/pl';

/**
 * The design system's strings as i18next resources (`{ [language]: { ui: strings } }`), to merge
 * into the app's own resources.
 */
export const uiResources: Record<Language, { ui: Translation<UiStrings> }> = {
  'en-GB': { ui: enGB },
  pl: { ui: pl },
  es: { ui: es },
  it: { ui: it },
  el: { ui: el },
  de: { ui: de },
};
