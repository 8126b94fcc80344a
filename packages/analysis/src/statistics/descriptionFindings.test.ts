import { describe, expect, it } from 'vitest';
import { descriptionFindings } from './descriptionFindings';
import type { EventFigures } from './eventFigures';

const figures = (
  byType: [string, number][],
  ahi: number | null,
  odi: number | null,
): EventFigures => ({
  countedSeconds: 8 * 3600,
  ahi,
  odi,
  byType: byType.map(([type, count]) => ({ type, count, perHour: count / 8 })),
});

describe('descriptionFindings', () => {
  it('states a sleep study’s AHI with its severity, its ODI and central predominance', () => {
    const sleep = figures(
      [
        ['APNEA_CENTRAL', 100],
        ['APNEA_OBSTRUCTIVE', 60],
        ['HYPOPNEA', 20],
      ],
      22.5,
      18,
    );
    expect(descriptionFindings(sleep)).toEqual({
      sleep: { ahi: 22.5, severity: 'moderate', odi: 18, centralPredominant: true },
      cardiac: null,
      eventCount: 180,
      countedHours: 8,
    });
  });

  it('does not call central apneas predominant at half of the apneas, hypopneas aside', () => {
    const half = figures(
      [
        ['APNEA_CENTRAL', 50],
        ['APNEA_MIXED', 50],
        ['HYPOPNEA', 400],
      ],
      10,
      null,
    );
    expect(descriptionFindings(half).sleep?.centralPredominant).toBe(false);
  });

  it('counts a Holter’s ectopic beats, fibrillation, pauses and tachycardia', () => {
    const holter = figures(
      [
        ['VENTRICULAR_ECTOPIC', 312],
        ['SUPRAVENTRICULAR_ECTOPIC', 1204],
        ['ATRIAL_FIBRILLATION', 2],
        ['SINUS', 40],
      ],
      null,
      null,
    );
    expect(descriptionFindings(holter)).toEqual({
      sleep: null,
      cardiac: {
        supraventricularEctopic: 1204,
        ventricularEctopic: 312,
        atrialFibrillation: 2,
        pauses: 0,
        ventricularTachycardia: 0,
      },
      eventCount: 1558,
      countedHours: 8,
    });
  });

  it('leaves only the event count to any other examination', () => {
    expect(descriptionFindings(figures([['COUGH', 14]], null, null))).toEqual({
      sleep: null,
      cardiac: null,
      eventCount: 14,
      countedHours: 8,
    });
  });

  it('counts a Holter’s ectopic beats from its classified beats, as the Holter section does', () => {
    // The analysis wrote 61 SVEB events; relabelling three beats S does not add events.
    const holter = figures([['SUPRAVENTRICULAR_ECTOPIC', 61]], null, null);
    const findings = descriptionFindings(holter, {
      supraventricularBeats: 64,
      ventricularBeats: 3,
    });
    expect(findings.cardiac).toMatchObject({ supraventricularEctopic: 64, ventricularEctopic: 3 });
  });
});
