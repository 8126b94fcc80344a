import { stringsSource } from '@telemed/domain';
import type { ClinicStrings } from './types';

/** The i18next namespace of the clinic portal's own strings. */
export const clinicNamespace = 'clinic';

/**
 * The portal's strings, one language at a time: each language is a chunk of its own, so a
 * browser downloads only the language it shows (`clinicResources` holds all, for tests).
 */
export const clinicStrings = stringsSource<ClinicStrings>(clinicNamespace, {
  'en-GB': () => import('./en-GB').then((module) => module.enGB),
  pl: () => import('./pl').then((module) => module.pl),
  es: () => import('./es').then((module) => module.es),
  it: () => import('./it').then((module) => module.it),
  el: () => import('./el').then((module) => module.el),
  de: () => import('./de').then((module) => module.de),
});
