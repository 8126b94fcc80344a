import type { Language } from '@telemed/domain';
import { de } from './locales/de';
import { el } from './locales/el';
import { enGB } from './locales/en-GB';
import type { ReportPdfStrings } from './locales/en-GB';
import { es } from './locales/es';
import { it } from './locales/it';
import { pl } from './locales/pl';

export type { ReportPdfStrings } from './locales/en-GB';

const STRINGS: Record<Language, ReportPdfStrings> = { 'en-GB': enGB, pl, es, it, el, de };

/** The PDF report's strings in a language. */
export function reportPdfStrings(language: Language): ReportPdfStrings {
  return STRINGS[language];
}

/** A template with its `{{name}}` placeholders filled, as i18next writes them. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The plural form of `key` in `group` for `count` (Intl.PluralRules, as i18next picks it: Polish
 * has one, few and many), filled with the count and `values`; `_other` when the language has no
 * string of its own for the form, the key itself when it has no plural forms.
 */
export function plural(
  language: Language,
  group: object,
  key: string,
  count: number,
  values: Record<string, string | number> = {},
): string {
  const forms = group as Record<string, string | undefined>;
  const form = new Intl.PluralRules(language).select(count);
  const template = forms[`${key}_${form}`] ?? forms[`${key}_other`] ?? forms[key] ?? key;
  return fill(template, { count, ...values });
}
