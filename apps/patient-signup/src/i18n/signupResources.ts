import { domainResources } from '@telemed/domain';
import type { DomainMessages, Language, DOMAIN_NAMESPACE } from '@telemed/domain';
import { de } from './locales/de';
import { el } from './locales/el';
import { enGB } from './locales/en-GB';
import type { SignupMessages } from './locales/en-GB';
import { es } from './locales/es';
import { it } from './locales/it';
import { pl } from './locales/pl';

/** The i18next namespace of the signup app's own strings. */
export const signupNamespace = 'signup';

/** The strings of one language: the app's own and the domain's (validation, server errors). */
export type SignupLanguageResources = {
  [signupNamespace]: SignupMessages;
  [DOMAIN_NAMESPACE]: DomainMessages;
};

/**
 * Every language's `signup` and `domain` namespaces, bundled so the first render has every
 * message a refusal needs; the record type makes a missing language a type error.
 */
export const signupResources: Record<Language, SignupLanguageResources> = {
  'en-GB': { signup: enGB, domain: domainResources['en-GB'] },
  pl: { signup: pl, domain: domainResources.pl },
  es: { signup: es, domain: domainResources.es },
  it: { signup: it, domain: domainResources.it },
  el: { signup: el, domain: domainResources.el },
  de: { signup: de, domain: domainResources.de },
};
