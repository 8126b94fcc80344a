import { describe, expect, it } from 'vitest';
import { isQualityEventType, isRhythmEventType, RHYTHM_EVENT_TYPES } from './eventTypes';

describe('event types', () => {
  it('takes rhythm episodes for what lasts, and a physician’s patched copy with them', () => {
    expect(RHYTHM_EVENT_TYPES).toEqual([
      'SINUS',
      'ATRIAL_FIBRILLATION',
      'ATRIAL_FLUTTER',
      'BRADYCARDIA',
      'TACHYCARDIA',
      'SUPRAVENTRICULAR_TACHYCARDIA',
      'SUPRAVENTRICULAR_BRADYCARDIA',
      'VENTRICULAR_TACHYCARDIA',
      'VENTRICULAR_BRADYCARDIA',
      'VENTRICULAR_BIGEMINY',
      'VENTRICULAR_TRIGEMINY',
    ]);
    expect(isRhythmEventType('ATRIAL_FIBRILLATION_PATCH')).toBe(true);
    expect(
      ['PAUSE', 'VENTRICULAR_ECTOPIC', 'PAUSE_PATCH', 'HYPOPNEA'].map(isRhythmEventType),
    ).toEqual([false, false, false, false]);
  });

  it('marks signal quality, not physiology, as quality types', () => {
    expect(
      ['NOISE', 'ARTIFACT', 'NOT_FOR_ANALYSIS', 'SENSOR_NOT_FITTED'].every(isQualityEventType),
    ).toBe(true);
    expect(isQualityEventType('APNEA_CENTRAL')).toBe(false);
  });
});
