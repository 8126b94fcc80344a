/** Languages the product speaks; en-GB is the fallback when nothing else matches. */
export const LANGUAGES = ['en-GB', 'pl', 'es', 'it', 'el', 'de'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en-GB';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks a supported language from a header such as `Accept-Language: pl-PL,pl;q=0.9,en;q=0.8`.
 * Exact tags win, then the primary subtag (`en-US` -> `en-GB`, `de-AT` -> `de`), in the order the
 * header lists them; anything else falls back to en-GB.
 */
export function resolveLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const tags = header
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((tag) => tag.length > 0);
  for (const tag of tags) {
    const exact = LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const primary = tag.split('-')[0]?.toLowerCase();
    const byPrimary = LANGUAGES.find((language) => language.split('-')[0] === primary);
    if (byPrimary) return byPrimary;
  }
  return DEFAULT_LANGUAGE;
}
