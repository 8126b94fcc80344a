/** The interface languages, en-GB first because it is the fallback. */
export const supportedLanguages = ['en-GB', 'pl', 'es', 'it', 'el', 'de'] as const;

export type SupportedLanguage = (typeof supportedLanguages)[number];

export const fallbackLanguage: SupportedLanguage = 'en-GB';

/**
 * Each language named in itself, as language pickers conventionally show them, so a user who
 * cannot read the current interface language still finds their own.
 */
export const languageAutonyms: Record<SupportedLanguage, string> = {
  'en-GB': 'English',
  pl: 'Polski',
  es: 'Español',
  it: 'Italiano',
  el: 'Ελληνικά',
  de: 'Deutsch',
};

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/**
 * Maps a BCP 47 tag from the browser to a supported language by its primary subtag, so
 * `en-US`, `pl-PL` or `de-AT` pick English, Polish and German.
 */
export function matchBrowserLanguage(tag: string): SupportedLanguage | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (!primary) return undefined;
  if (primary === 'en') return 'en-GB';
  return supportedLanguages.find((language) => language === primary);
}

/**
 * Picks the interface language: the user's setting, then the first browser language that
 * matches one of ours, then en-GB. Issue 2 settles this order where the two specs differ.
 */
export function resolveLanguage(
  userLanguage: string | null | undefined,
  browserLanguages: readonly string[],
): SupportedLanguage {
  if (isSupportedLanguage(userLanguage)) return userLanguage;
  for (const tag of browserLanguages) {
    const match = matchBrowserLanguage(tag);
    if (match) return match;
  }
  return fallbackLanguage;
}

/** The legal documents exist in English and Polish; every other language reads the English one. */
export function legalDocumentLanguage(language: string): 'en' | 'pl' {
  return language === 'pl' ? 'pl' : 'en';
}
