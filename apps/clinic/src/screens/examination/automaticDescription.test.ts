import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { clinicNamespace } from '../../i18n/resources';
import { clinicResources } from '../../i18n/resources/clinicResources';
import { apneaSeverity, automaticDescription } from './automaticDescription';
import type { EventFigures } from './eventStatistics';

function translator(language: 'en-GB' | 'pl') {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { [clinicNamespace]: clinicResources[language] } },
    defaultNS: clinicNamespace,
    initAsync: false,
  });
  return instance.t;
}

const figures = (
  byType: [string, number][],
  ahi: number | null,
  odi: number | null,
): EventFigures => ({
  hours: 8,
  ahi,
  odi,
  byType: byType.map(([type, count]) => ({ type, count, perHour: count / 8 })),
});

describe('automatic report description', () => {
  it('grades sleep apnea by the AASM thresholds', () => {
    expect([4.9, 5, 14.9, 15, 29.9, 30].map(apneaSeverity)).toEqual([
      'none',
      'mild',
      'mild',
      'moderate',
      'moderate',
      'severe',
    ]);
  });

  it('states a sleep study’s AHI with its severity, its ODI and central predominance', () => {
    const t = translator('en-GB');
    const sleep = figures(
      [
        ['APNEA_CENTRAL', 100],
        ['APNEA_OBSTRUCTIVE', 60],
        ['HYPOPNEA', 20],
      ],
      22.5,
      18,
    );
    expect(automaticDescription(t, sleep, 'en-GB')).toBe(
      'AHI 22.5 per hour: moderate sleep apnea. ODI 18 per hour. Most apneas are central.',
    );
    expect(automaticDescription(translator('pl'), sleep, 'pl')).toBe(
      'AHI 22,5 na godzinę: umiarkowany bezdech senny. ODI 18 na godzinę. Większość bezdechów to bezdechy centralne.',
    );
  });

  it('names a Holter’s ectopic beats, fibrillation, pauses and tachycardia', () => {
    const holter = figures(
      [
        ['VENTRICULAR_ECTOPIC', 312],
        ['SUPRAVENTRICULAR_ECTOPIC', 1204],
        ['ATRIAL_FIBRILLATION', 2],
      ],
      null,
      null,
    );
    expect(automaticDescription(translator('en-GB'), holter, 'en-GB')).toBe(
      '1204 supraventricular and 312 ventricular ectopic beats; atrial fibrillation: 2, pauses: 0, ventricular tachycardia: 0.',
    );
  });

  it('counts the events of any other examination', () => {
    expect(
      automaticDescription(translator('en-GB'), figures([['COUGH', 14]], null, null), 'en-GB'),
    ).toBe('14 events over 8 hours.');
  });
});
