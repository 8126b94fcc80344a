import { stringsSource } from '@telemed/domain';
import type { UiStrings } from './locales/en-GB';
import type { Translation } from './pluralStrings';

/** The i18next namespace of the design system's strings. */
export const UI_NAMESPACE = 'ui';

/** The design system's `ui` namespace, one language at a time (see `ensureStrings`). */
export const uiStrings = stringsSource<Translation<UiStrings>>(UI_NAMESPACE, {
  'en-GB': () => import('./locales/en-GB').then((module) => module.enGB),
  pl: () => import('./locales/pl').then((module) => module.pl),
  es: () => import('./locales/es').then((module) => module.es),
  it: () => import('./locales/it').then((module) => module.it),
  el: () => import('./locales/el').then((module) => module.el),
  de: () => import('./locales/de').then((module) => module.de),
});
