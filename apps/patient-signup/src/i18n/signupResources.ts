import type { Language } from '@telemed/domain';
import { de } from './locales/de';
import { el } from './locales/el';
import { enGB } from './locales/en-GB';
import type { SignupMessages } from './locales/en-GB';
import { es } from './locales/es';
import { it } from './locales/it';
import { pl } from './locales/pl';

/** The i18next namespace of the signup app's own strings. */
export const signupNamespace = 'signup';

/** Every language's `signup` namespace; the record type makes a missing language a type error. */
export const signupResources: Record<Language, { [signupNamespace]: SignupMessages }> = {
  'en-GB': { signup: enGB },
  pl: { signup: pl },
  es: { signup: es },
  it: { signup: it },
  el: { signup: el },
  de: { signup: de },
};
