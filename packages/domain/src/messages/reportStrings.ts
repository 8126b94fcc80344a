import type { Language } from '../rules/languages';
import { de } from './reports/de';
import { el } from './reports/el';
import { enGB } from './reports/enGB';
import { es } from './reports/es';
import { it } from './reports/it';
import { pl } from './reports/pl';
import { stringsSource } from './stringsSource';

/** The plural forms some languages have beside `_one` and `_other` (Polish: few, many). */
type OtherPluralForms<T> = {
  [
    Key in keyof T & string as Key extends `${infer Base}_one`
      ? `${Base}_${'zero' | 'two' | 'few' | 'many'}`
      : never
  ]?: string;
};

/**
 * The shape every language fills from the English strings `T`: any string for each key, and the
 * plural forms its own Intl.PluralRules needs beside `_one` and `_other`.
 */
export type WithPluralForms<T> = {
  [Key in keyof T]: T[Key] extends string ? string : WithPluralForms<T[Key]>;
} & OtherPluralForms<T>;

/** The examination report's wording in one language (see {@link reportStrings}). */
export type ReportStrings = WithPluralForms<typeof enGB>;

/**
 * The examination report's wording in every language, at once: the server's PDF reports read it
 * so paper and screen say the same.
 */
export const reportResources: Record<Language, ReportStrings> = {
  'en-GB': enGB,
  pl,
  es,
  it,
  el,
  de,
};

/**
 * The examination report's wording, one language at a time, for the clinic portal (which keeps it
 * under `reports` in its own strings, each language a chunk of its own).
 */
export const reportStrings = stringsSource<ReportStrings>('reports', {
  'en-GB': () => import('./reports/enGB').then((module) => module.enGB),
  pl: () => import('./reports/pl').then((module) => module.pl),
  es: () => import('./reports/es').then((module) => module.es),
  it: () => import('./reports/it').then((module) => module.it),
  el: () => import('./reports/el').then((module) => module.el),
  de: () => import('./reports/de').then((module) => module.de),
});
