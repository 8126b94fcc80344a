/** Languages the product speaks; en-GB is the fallback when nothing else matches. */
export const LANGUAGES = ['en-GB', 'pl', 'es', 'it', 'el', 'de'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en-GB';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps one BCP 47 tag to a supported language: the exact tag in any case, else its primary
 * subtag, so `en-US` picks en-GB and `de-AT` picks German. Browsers on some platforms report
 * `de_AT`, so the underscore separates subtags too.
 *
 * @example matchLanguageTag('EL-gr') // 'el'
 */
export function matchLanguageTag(tag: string): Language | undefined {
  const normalized = tag.trim().toLowerCase().replaceAll('_', '-');
  const exact = LANGUAGES.find((language) => language.toLowerCase() === normalized);
  if (exact) return exact;
  const primary = normalized.split('-')[0];
  if (!primary) return undefined;
  return LANGUAGES.find((language) => language.split('-')[0] === primary);
}

/**
 * Picks the first of the user's preferred tags (as `navigator.languages` lists them) that matches
 * a supported language; en-GB when none does.
 *
 * @example resolveBrowserLanguage(['fr-FR', 'de-CH']) // 'de'
 */
export function resolveBrowserLanguage(preferredTags: readonly string[]): Language {
  for (const tag of preferredTags) {
    const language = matchLanguageTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Picks a supported language from a header such as `Accept-Language: pl-PL,pl;q=0.9,en;q=0.8`,
 * taking its tags in the order the header lists them, as {@link resolveBrowserLanguage} does.
 */
export function resolveLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const tags = header
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((tag) => tag.length > 0);
  return resolveBrowserLanguage(tags);
}

/** The language segment of a legal document's path: every interface language, British English as `en`. */
export type LegalDocumentLanguage = 'en' | Exclude<Language, 'en-GB'>;

/**
 * The language a legal document is read in for an interface language or a path's language
 * segment (`/de/privacy-policy`): the documents are written in every interface language, and
 * anything else reads the English text.
 *
 * @example legalDocumentLanguage('en-GB') // 'en'
 * @example legalDocumentLanguage('de') // 'de'
 * @example legalDocumentLanguage('fr') // 'en'
 */
export function legalDocumentLanguage(language: string): LegalDocumentLanguage {
  return isLanguage(language) && language !== 'en-GB' ? language : 'en';
}
