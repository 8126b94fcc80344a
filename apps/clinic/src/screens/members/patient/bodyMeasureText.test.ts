import { describe, expect, it } from 'vitest';
import { clinicTranslator as translatorFor } from '../../../i18n/clinicTranslator';
import { heightText, weightText } from './bodyMeasureText';

describe('body measures', () => {
  it('write decimals the way the language does', () => {
    expect(weightText(translatorFor('en-GB'), 82.9, 'metric')).toBe('82.9 kg');
    expect(weightText(translatorFor('de'), 82.9, 'metric')).toBe('82,9 kg');
    expect(weightText(translatorFor('pl'), 82.9, 'metric')).toBe('82,9 kg');
    expect(weightText(translatorFor('de'), 82.9, 'imperial')).toBe('182,8 lb');
  });

  it('give heights in centimetres, or feet and inches', () => {
    expect(heightText(translatorFor('de'), 178, 'metric')).toBe('178 cm');
    expect(heightText(translatorFor('en-GB'), 178, 'imperial')).toBe('5 ft 10 in');
  });
});
