import { resolveLanguage } from '@telemed/domain';
import type { Language } from '@telemed/domain';

/**
 * The signup app has no signed-in user, so of the product's order (user setting, browser,
 * en-GB) only the browser's preference list and the fallback apply.
 *
 * @example languageFromBrowser(['fr-FR', 'de-CH']) // 'de'
 */
export function languageFromBrowser(browserLanguages: readonly string[]): Language {
  return resolveLanguage(browserLanguages.join(','));
}
