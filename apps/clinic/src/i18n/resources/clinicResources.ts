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
  'en-GB': enGB,
  pl,
  es,
  it,
  el,
  de,
};
