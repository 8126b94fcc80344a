import type { ExaminationReport } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { reportEventFigures } from './reportFigures';

const report = (overrides: Partial<ExaminationReport['report']>) =>
  ({
    duration: 8 * 3_600_000,
    analyzedDuration: 4 * 3_600_000,
    eventTypes: [
      { type: 'DESATURATION', count: 20, perHour: 5, totalSeconds: 400 },
      { type: 'HYPOPNEA', count: 8, perHour: 2, totalSeconds: 160 },
    ],
    respiratory: null,
    ...overrides,
  }) as ExaminationReport['report'];

describe('reportEventFigures', () => {
  it('rates a sleep study over its counted time, with its AHI and every desaturation as ODI', () => {
    const figures = reportEventFigures(
      report({
        respiratory: {
          ahi: 2.5,
          analysedSeconds: 4 * 3600,
        } as ExaminationReport['report']['respiratory'],
      }),
    );
    expect(figures.hours).toBe(4);
    expect(figures.ahi).toBe(2.5);
    expect(figures.odi).toBe(5);
    expect(figures.byType.map((row) => row.type)).toEqual(['DESATURATION', 'HYPOPNEA']);
  });

  it('has no AHI or ODI without respiratory statistics, and counts over the analysed time', () => {
    expect(reportEventFigures(report({})).hours).toBe(4);
    const figures = reportEventFigures(report({ analyzedDuration: null }));
    expect(figures.hours).toBe(8);
    expect(figures.ahi).toBeNull();
    expect(figures.odi).toBeNull();
  });
});
