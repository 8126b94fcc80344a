import { reportResources } from '@telemed/domain';
import type { Language } from '@telemed/domain';
import { de } from './de';
import { el } from './el';
import { enGB } from './en-GB';
import { es } from './es';
import { it } from './it';
import { pl } from './pl';
import type { ClinicStrings } from './types';

/** Every language's strings at once, for tests; the portal loads one language (`clinicStrings`). */
export const clinicResources: Record<Language, ClinicStrings> = {
  'en-GB': { ...enGB, reports: reportResources['en-GB'] },
  pl: { ...pl, reports: reportResources.pl },
  es: { ...es, reports: reportResources.es },
  it: { ...it, reports: reportResources.it },
  el: { ...el, reports: reportResources.el },
  de: { ...de, reports: reportResources.de },
};
