import type { Language } from '@telemed/domain';
import { de } from './de';
import { el } from './el';
import { enGB } from './en-GB';
import { es } from './es';
import { it } from './it';
import { pl } from './pl';
import type { ClinicStrings } from './types';

/** The i18next namespace of the clinic portal's own strings. */
export const clinicNamespace = 'clinic';

export const clinicStrings: Record<Language, ClinicStrings> = {
  'en-GB': enGB,
  pl,
  es,
  it,
  el,
  de,
};
