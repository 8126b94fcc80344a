import { isLanguage, resolveBrowserLanguage } from '@telemed/domain';
import type { Language } from '@telemed/domain';

/**
 * Each language named in itself, as language pickers conventionally show them, so a user who
 * cannot read the current interface language still finds their own.
 */
export const languageAutonyms: Record<Language, string> = {
  'en-GB': 'English',
  pl: 'Polski',
  es: 'Español',
  it: 'Italiano',
  el: 'Ελληνικά',
  de: 'Deutsch',
};

/**
 * Picks the interface language: the user's setting, then the first browser language that
 * matches one of ours, then en-GB. Issue 2 settles this order where the two specs differ.
 */
export function resolveInterfaceLanguage(
  userLanguage: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(userLanguage)) return userLanguage;
  return resolveBrowserLanguage(browserLanguages);
}
