import type { DescriptionFindings } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { clinicTranslator as translator } from '../../i18n/clinicTranslator';
import { automaticDescription } from './automaticDescription';

const none: DescriptionFindings = { sleep: null, cardiac: null, eventCount: 0, countedHours: 8 };

describe('automatic report description', () => {
  it('states a sleep study’s AHI with its severity, its ODI and central predominance', () => {
    const t = translator('en-GB');
    const sleep: DescriptionFindings = {
      ...none,
      sleep: { ahi: 22.5, severity: 'moderate', odi: 18, centralPredominant: true },
    };
    expect(automaticDescription(t, sleep, 'en-GB')).toBe(
      'AHI 22.5 per hour: moderate sleep apnea. ODI 18 per hour. Most apneas are central.',
    );
    expect(automaticDescription(translator('pl'), sleep, 'pl')).toBe(
      'AHI 22,5 na godzinę: umiarkowany bezdech senny. ODI 18 na godzinę. Większość bezdechów to bezdechy centralne.',
    );
  });

  it('names a Holter’s ectopic beats, fibrillation, pauses and tachycardia', () => {
    const holter: DescriptionFindings = {
      ...none,
      cardiac: {
        supraventricularEctopic: 1204,
        ventricularEctopic: 312,
        atrialFibrillation: 2,
        pauses: 0,
        ventricularTachycardia: 0,
      },
    };
    expect(automaticDescription(translator('en-GB'), holter, 'en-GB')).toBe(
      '1204 supraventricular and 312 ventricular ectopic beats; atrial fibrillation: 2, pauses: 0, ventricular tachycardia: 0.',
    );
  });

  it('counts the events of any other examination', () => {
    expect(automaticDescription(translator('en-GB'), { ...none, eventCount: 14 }, 'en-GB')).toBe(
      '14 events over 8 hours.',
    );
  });
});
