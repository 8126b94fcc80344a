import type { Language, StringsSource } from '@telemed/domain';
import type { i18n as I18nInstance } from 'i18next';

/**
 * Adds the strings of `language` from each source to the i18next instance, loading only the
 * namespaces it does not hold yet; resolves once all are there. Call it before the first render
 * and before every `changeLanguage`, so no text ever shows a key while its language arrives.
 *
 * @example
 * await ensureStrings(i18n, [clinicStrings, uiStrings, domainStrings], 'pl');
 * await i18n.changeLanguage('pl');
 */
export async function ensureStrings(
  i18n: I18nInstance,
  sources: readonly StringsSource[],
  language: Language,
): Promise<void> {
  await Promise.all(
    sources
      .filter((source) => !i18n.hasResourceBundle(language, source.namespace))
      .map(async (source) => {
        const strings = await source.load(language);
        i18n.addResourceBundle(language, source.namespace, strings, true, false);
      }),
  );
}

/**
 * Switches the instance to `language` once its strings from every source are loaded.
 *
 * @example
 * await switchLanguage(i18n, [clinicStrings, uiStrings, domainStrings], user.settings.language);
 */
export async function switchLanguage(
  i18n: I18nInstance,
  sources: readonly StringsSource[],
  language: Language,
): Promise<void> {
  await ensureStrings(i18n, sources, language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
