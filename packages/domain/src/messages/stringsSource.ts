import type { Language } from '../rules/languages';

/**
 * One i18next namespace of a package's strings, loaded one language at a time: each language is
 * its own module, so an app bundles every language but a browser downloads only the one it shows.
 *
 * @example
 * const strings = await domainStrings.load('pl');
 * i18n.addResourceBundle('pl', domainStrings.namespace, strings);
 */
export interface StringsSource<Strings extends object = object> {
  /** The i18next namespace the strings belong to. */
  readonly namespace: string;
  /** The strings of one language. */
  load(language: Language): Promise<Strings>;
}

/**
 * A {@link StringsSource} from one loader per language (each a dynamic `import()` of that
 * language's module, which bundlers split into a chunk of its own).
 */
export function stringsSource<Strings extends object>(
  namespace: string,
  loaders: Record<Language, () => Promise<Strings>>,
): StringsSource<Strings> {
  return { namespace, load: (language) => loaders[language]() };
}
