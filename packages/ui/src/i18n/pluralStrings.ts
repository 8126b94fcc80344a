/** The CLDR plural categories i18next appends to a key (`files_one`, `files_few`, …). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** A plural category, as `Intl.PluralRules` names them. */
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

type PluralBase<Key> = Key extends `${infer Base}_other` ? Base : never;

/**
 * The shape a translation must have, derived from the English strings: the same keys, and for
 * every plural key `x_other` the other categories a language may need (`x_few` and `x_many` in
 * Polish), which English does not have.
 */
export type Translation<Strings> = {
  [Key in keyof Strings]: Strings[Key] extends string ? string : Translation<Strings[Key]>;
} & {
  [
    Key in PluralBase<keyof Strings> as `${Key}_${Exclude<PluralCategory, 'one' | 'other'>}`
  ]?: string;
};

/**
 * The plural categories `language` uses for cardinal numbers, e.g. `['few', 'many', 'one',
 * 'other']` for Polish.
 */
export function pluralCategoriesOf(language: string): PluralCategory[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories as PluralCategory[];
}
