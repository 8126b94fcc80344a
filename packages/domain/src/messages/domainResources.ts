import type { Language } from '../rules/languages';
import type { DomainMessages } from './domainMessageKeys';
import { de } from './locales/de';
import { el } from './locales/el';
import { enGB } from './locales/enGB';
import { es } from './locales/es';
import { it } from './locales/it';
import { pl } from './locales/pl';

/**
 * The `domain` namespace of every language, as plain objects for i18next.
 *
 * @example
 * i18next.init({
 *   resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { domain: domainResources[lng] }])),
 * });
 */
export const domainResources: Record<Language, DomainMessages> = {
  'en-GB': enGB,
  pl,
  es,
  it,
  el,
  de,
};
