import type { Language } from '@telemed/domain';
import { de } from './locales/de';
import { el } from './locales/el';
import { enGB } from './locales/en-GB';
import type { SignalsStrings } from './locales/en-GB';
import { es } from './locales/es';
import { it } from './locales/it';
import { pl } from './locales/pl';

/** The i18next namespace of the signal viewer's strings. */
export const SIGNALS_NAMESPACE = 'signals';

/**
 * The signal viewer's strings as i18next resources (`{ [language]: { signals: strings } }`), to
 * merge into the app's own resources beside `uiResources`.
 */
export const signalsResources: Record<Language, { signals: SignalsStrings }> = {
  'en-GB': { signals: enGB },
  pl: { signals: pl },
  es: { signals: es },
  it: { signals: it },
  el: { signals: el },
  de: { signals: de },
};

type Leaves<T, Prefix extends string = ''> = {
  [Key in keyof T & string]: T[Key] extends string
    ? `${Prefix}${Key}`
    : Leaves<T[Key], `${Prefix}${Key}.`>;
}[keyof T & string];

/** A dotted key of the signal viewer's strings, e.g. `track.fit`. */
export type SignalsStringKey = Leaves<SignalsStrings>;
