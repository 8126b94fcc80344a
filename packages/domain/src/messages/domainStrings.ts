import { DOMAIN_NAMESPACE } from './domainMessageKeys';
import type { DomainMessages } from './domainMessageKeys';
import { stringsSource } from './stringsSource';

/** The `domain` namespace (error, field and server messages), one language at a time. */
export const domainStrings = stringsSource<DomainMessages>(DOMAIN_NAMESPACE, {
  'en-GB': () => import('./locales/enGB').then((module) => module.enGB),
  pl: () => import('./locales/pl').then((module) => module.pl),
  es: () => import('./locales/es').then((module) => module.es),
  it: () => import('./locales/it').then((module) => module.it),
  el: () => import('./locales/el').then((module) => module.el),
  de: () => import('./locales/de').then((module) => module.de),
});
