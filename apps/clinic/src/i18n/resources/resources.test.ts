import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@telemed/domain';
import { clinicResources } from './clinicResources';
import { clinicStrings } from './index';

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Dotted paths of every leaf string, e.g. `errors.tooManyRequests_one`. */
function leafPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}`]
      : leafPaths(value as object, `${prefix}${key}.`),
  );
}

const englishPaths = leafPaths(clinicResources['en-GB']);
const singularPaths = englishPaths.filter((path) => !pluralSuffix.test(path));
const pluralBases = [
  ...new Set(
    englishPaths.filter((path) => pluralSuffix.test(path)).map((p) => p.replace(pluralSuffix, '')),
  ),
];

describe.each(LANGUAGES)('clinic strings in %s', (language) => {
  const paths = new Set(leafPaths(clinicResources[language]));

  it('has every key of en-GB', () => {
    expect(singularPaths.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('has a form for every plural category of the language', () => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const missing = pluralBases.flatMap((base) =>
      categories.map((category) => `${base}_${category}`).filter((path) => !paths.has(path)),
    );
    expect(missing).toEqual([]);
  });

  it('has no keys that en-GB lacks', () => {
    const known = new Set(singularPaths);
    const extra = [...paths].filter((path) => !pluralSuffix.test(path) && !known.has(path));
    expect(extra).toEqual([]);
  });
});

describe('Polish plurals', () => {
  it('uses one/few/many/other forms', () => {
    expect(new Intl.PluralRules('pl').resolvedOptions().pluralCategories.sort()).toEqual([
      'few',
      'many',
      'one',
      'other',
    ]);
  });
});

describe('clinicStrings', () => {
  it.each(LANGUAGES)('loads the same strings in %s as the bundled resources', async (language) => {
    expect(await clinicStrings.load(language)).toEqual(clinicResources[language]);
  });
});
