import { LANGUAGES } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { createUiI18n } from './createUiI18n';
import { uiResources } from './uiResources';

/** Every string of a nested strings object, keyed by its dotted path. */
function flatten(strings: object, prefix = ''): Record<string, string> {
  return Object.entries(strings).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? { ...flat, [path]: value }
      : { ...flat, ...flatten(value as object, path) };
  }, {});
}

// SI unit symbols read the same in these languages, so they may equal the English ones.
const languageNeutralKeys = new Set(['duration.hours', 'duration.minutes', 'duration.seconds']);

describe('uiResources', () => {
  const english = flatten(uiResources['en-GB'].ui);

  it.each(LANGUAGES.filter((language) => language !== 'en-GB'))(
    'translates every string into %s',
    (language) => {
      const translated = flatten(uiResources[language].ui);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(translated)) {
        expect(text.trim(), key).not.toBe('');
        if (!languageNeutralKeys.has(key))
          expect(text, `${language} ${key}`).not.toBe(english[key]);
      }
    },
  );
});

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
