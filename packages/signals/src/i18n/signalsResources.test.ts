import { LANGUAGES } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { SIGNALS_NAMESPACE, signalsResources } from './signalsResources';

/** Every string of a nested strings object, keyed by its dotted path. */
function flatten(strings: object, prefix = ''): Record<string, string> {
  return Object.entries(strings).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? { ...flat, [path]: value }
      : { ...flat, ...flatten(value as object, path) };
  }, {});
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

// Unit symbols and the multiplication sign read the same in every language.
const languageNeutralKeys = new Set([
  'viewer.paperSpeed',
  'track.calibration',
  'track.gain',
  'eventsTable.seconds',
  'channel.spo2',
  'controls.speedOption',
  'controls.amplitudeOption',
  // Key caps: arrows, signs and the keys every keyboard labels alike.
  'shortcuts.pan.keys',
  'shortcuts.zoom.keys',
  'shortcuts.next.keys',
  'shortcuts.clear.keys',
  'shortcuts.move.keys',
  'shortcuts.help.keys',
]);

// Words a language shares with English: 'Normal' beats in Spanish and German, the German
// 'Signal' and 'Pause', and 'bpm' as Italian clinicians write it.
const sameWordIn = new Set([
  'es beats.N',
  'de beats.N',
  'de eventsTable.signal',
  'de eventType.PAUSE',
  'it beats.bpm',
  'de controls.amplitude',
  // Polish and Greek keyboards label their keys in English.
  ...['pl', 'el'].flatMap((language) =>
    ['page', 'ends', 'remove', 'resize', 'undo'].map(
      (shortcut) => `${language} shortcuts.${shortcut}.keys`,
    ),
  ),
]);

describe('signalsResources', () => {
  const english = flatten(signalsResources['en-GB'].signals);

  it.each(LANGUAGES.filter((language) => language !== 'en-GB'))(
    'translates every string into %s with the same placeholders',
    (language) => {
      const translated = flatten(signalsResources[language].signals);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(translated)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english[key]!));
        if (!languageNeutralKeys.has(key) && !sameWordIn.has(`${language} ${key}`))
          expect(text, `${language} ${key}`).not.toBe(english[key]);
      }
    },
  );
});

describe('signalsResources in an i18next instance', () => {
  it('fills the placeholders in the chosen language', () => {
    const i18n = i18next.createInstance();
    void i18n.init({
      lng: 'pl',
      fallbackLng: 'en-GB',
      resources: signalsResources,
      ns: [SIGNALS_NAMESPACE],
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    expect(i18n.t('track.reverse', { ns: SIGNALS_NAMESPACE, channel: 'II' })).toBe(
      'Odwróć polaryzację II',
    );
    void i18n.changeLanguage('en-GB');
    expect(i18n.t('viewer.paperSpeed', { ns: SIGNALS_NAMESPACE, speed: 50 })).toBe('50 mm/s');
  });
});
