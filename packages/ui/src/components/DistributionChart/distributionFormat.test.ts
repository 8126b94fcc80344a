import { describe, expect, it } from 'vitest';
import {
  formatBinRange,
  formatBinTime,
  formatQuantityTick,
  formatShare,
} from './distributionFormat';
import { distributionFigures } from './distributionRows';

const units = { hours: 'h', minutes: 'min', seconds: 's' };

describe('distribution labels', () => {
  it('writes a saturation range with the locale’s percent style', () => {
    expect(
      formatBinRange({ from: 90, to: 95 }, 'saturation', 'en-GB', { beatsPerMinute: 'bpm' }),
    ).toBe('90% – 95%');
    expect(
      formatBinRange({ from: 90, to: 95 }, 'saturation', 'de', { beatsPerMinute: 'S/min' }),
      // German puts a no-break space before the sign.
    ).toBe('90–95\u00a0%');
  });

  it('writes a heart-rate range with the translated unit', () => {
    expect(
      formatBinRange({ from: 60, to: 70 }, 'heartRate', 'pl', { beatsPerMinute: 'ud./min' }),
    ).toBe('60–70 ud./min');
  });

  it('writes shares as percentages with at most one decimal in the locale’s digits', () => {
    expect(formatShare(0.125, 'en-GB')).toBe('12.5%');
    expect(formatShare(0.12345, 'pl')).toBe('12,3%');
    expect(formatShare(1, 'en-GB')).toBe('100%');
  });

  it('writes ticks and times', () => {
    expect(formatQuantityTick(92.5, 'it')).toBe('92,5');
    expect(formatBinTime(3723, units)).toBe('01 h 02 min 03 s');
  });
});

describe('distributionFigures', () => {
  it('formats every bin and finds the one with the most time', () => {
    const bins = [
      { from: 60, to: 70, value: 600 },
      { from: 70, to: 80, value: 1800 },
      { from: 80, to: 90, value: 1800 },
    ];
    const figures = distributionFigures(bins, 'heartRate', 'en-GB', {
      beatsPerMinute: 'bpm',
      duration: units,
    });
    expect(figures.rows.map((row) => [row.id, row.range, row.time, row.share])).toEqual([
      ['60-70', '60–70 bpm', '00 h 10 min 00 s', '14.3%'],
      ['70-80', '70–80 bpm', '00 h 30 min 00 s', '42.9%'],
      ['80-90', '80–90 bpm', '00 h 30 min 00 s', '42.9%'],
    ]);
    expect(figures.total).toBe('01 h 10 min 00 s');
    expect(figures.peak.range).toBe('70–80 bpm');
  });
});
