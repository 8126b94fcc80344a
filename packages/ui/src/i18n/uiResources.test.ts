import { LANGUAGES } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { createUiI18n } from './createUiI18n';
import { PLURAL_CATEGORIES, pluralCategoriesOf } from './pluralStrings';
import { uiResources } from './uiResources';
import { uiStrings } from './uiStrings';

/** Every string of a nested strings object, keyed by its dotted path. */
function flatten(strings: object, prefix = ''): Record<string, string> {
  return Object.entries(strings).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? { ...flat, [path]: value }
      : { ...flat, ...flatten(value as object, path) };
  }, {});
}

const pluralSuffix = new RegExp(`_(${PLURAL_CATEGORIES.join('|')})$`);

/**
 * The keys a language must have: the English ones, with each plural key (`x_one`, `x_other`)
 * replaced by the plural forms that language uses (`x_one`, `x_few`, `x_many`, `x_other` in Polish).
 */
function expectedKeys(english: Record<string, string>, language: string): string[] {
  const keys = new Set<string>();
  for (const key of Object.keys(english)) {
    if (!pluralSuffix.test(key)) keys.add(key);
    else
      for (const category of pluralCategoriesOf(language))
        keys.add(key.replace(pluralSuffix, `_${category}`));
  }
  return [...keys].sort();
}

// SI unit symbols, and the clinical abbreviations SpO2, /min and bpm, read the same in these
// languages, so they may equal the English ones; so does "Menu" in Polish and Italian.
const languageNeutralKeys = new Set([
  'appShell.menu',
  'duration.hours',
  'duration.minutes',
  'duration.seconds',
  'covidMonitoring.vitals.spo2',
  'covidMonitoring.perMinute',
  'covidMonitoring.beatsPerMinute',
  // The medical words Spanish shares with English.
  'bodyMap.regions.abdomen',
  'bodyMap.regions.pelvis',
  // The same word in most of the languages.
  'payments.kind.demo',
  'payments.signupForm.password',
]);

describe('uiResources', () => {
  const english = flatten(uiResources['en-GB'].ui);

  it.each(LANGUAGES.filter((language) => language !== 'en-GB'))(
    'translates every string into %s',
    (language) => {
      const translated = flatten(uiResources[language].ui);
      expect(Object.keys(translated).sort()).toEqual(expectedKeys(english, language));
      for (const [key, text] of Object.entries(translated)) {
        expect(text.trim(), key).not.toBe('');
        if (!languageNeutralKeys.has(key) && key in english)
          expect(text, `${language} ${key}`).not.toBe(english[key]);
      }
    },
  );
});

describe('plural strings', () => {
  it('English has the one and other forms of every plural key', () => {
    const plurals = Object.keys(english()).filter((key) => pluralSuffix.test(key));
    const bases = new Set(plurals.map((key) => key.replace(pluralSuffix, '')));
    expect(plurals.sort()).toEqual(
      [...bases].flatMap((base) => [`${base}_one`, `${base}_other`]).sort(),
    );
  });

  it('Polish chooses few and many by the number', () => {
    const i18n = createUiI18n({ language: 'pl' });
    const forms = [1, 2, 5, 22, 25].map((count) => i18n.t('board.cardCount', { count }));
    expect(forms).toEqual(['1 karta', '2 karty', '5 kart', '22 karty', '25 kart']);
  });
});

function english(): Record<string, string> {
  return flatten(uiResources['en-GB'].ui);
}

describe('createUiI18n', () => {
  it('answers in the chosen language', () => {
    const i18n = createUiI18n({ language: 'pl' });
    expect(i18n.t('network.offline')).toBe('Jesteś offline, sprawdź połączenie z internetem');
  });

  it('adds extra namespaces and falls back to en-GB for keys a language lacks', () => {
    const i18n = createUiI18n({
      language: 'de',
      resources: { 'en-GB': { app: { title: 'Patients' } }, de: { app: {} } },
    });
    expect(i18n.t('app:title')).toBe('Patients');
    expect(i18n.t('passwordField.show')).toBe('Passwort anzeigen');
  });
});

describe('uiStrings', () => {
  it.each(LANGUAGES)('loads the same strings in %s as uiResources', async (language) => {
    expect(await uiStrings.load(language)).toBe(uiResources[language].ui);
  });
});
