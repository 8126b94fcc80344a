import { reportStrings, stringsSource } from '@telemed/domain';
import type { Language } from '@telemed/domain';
import type { ClinicStrings, OwnClinicStrings } from './types';

/** The i18next namespace of the clinic portal's own strings. */
export const clinicNamespace = 'clinic';

/** A language's loader: its own chunk and the report's wording, fetched side by side. */
function withReports(language: Language, own: () => Promise<OwnClinicStrings>) {
  return async (): Promise<ClinicStrings> => {
    const [strings, reports] = await Promise.all([own(), reportStrings.load(language)]);
    return { ...strings, reports };
  };
}

/**
 * The portal's strings, one language at a time: each language is a chunk of its own, so a
 * browser downloads only the language it shows (`clinicResources` holds all, for tests). The
 * report's wording (`reports`) is @telemed/domain's, which the server's PDF reports print too.
 */
export const clinicStrings = stringsSource<ClinicStrings>(clinicNamespace, {
  'en-GB': withReports('en-GB', () => import('./en-GB').then((module) => module.enGB)),
  pl: withReports('pl', () => import('./pl').then((module) => module.pl)),
  es: withReports('es', () => import('./es').then((module) => module.es)),
  it: withReports('it', () => import('./it').then((module) => module.it)),
  el: withReports('el', () => import('./el').then((module) => module.el)),
  de: withReports('de', () => import('./de').then((module) => module.de)),
});
