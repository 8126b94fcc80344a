import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// Tests may read records with our WFDB reader; the analysis sources themselves depend on nothing.
import { readWfdbAnnotations } from '../../../formats/src/index';
import type { Beat, BeatClass } from '../events/beatClasses';
import { analyzeHrv } from './analyzeHrv';
import { extractNnIntervals } from './nnIntervals';

// The licensed sample recordings of testdata/ (sources and licences in its READMEs).
const testdata = path.resolve(import.meta.dirname, '../../../../testdata');
const SAMPLING_RATE = 360;

/** MIT-BIH beat symbols to AAMI EC57 classes. */
const AAMI_CLASS: Record<string, BeatClass> = {
  N: 'N',
  L: 'N',
  R: 'N',
  e: 'N',
  j: 'N',
  A: 'S',
  a: 'S',
  J: 'S',
  S: 'S',
  V: 'V',
  E: 'V',
  F: 'F',
  '/': 'Q',
  f: 'Q',
  Q: 'Q',
};

function referenceBeats(record: string): Beat[] {
  const bytes = new Uint8Array(readFileSync(path.join(testdata, 'mitdb', `${record}.atr`)));
  return readWfdbAnnotations(bytes).flatMap(({ sample, symbol }) => {
    const beatClass = AAMI_CLASS[symbol];
    return beatClass ? [{ sample, beatClass }] : [];
  });
}

describe('analyzeHrv on MIT-BIH reference beats', () => {
  it('keeps no interval of record 106 that touches one of its ventricular beats', () => {
    const beats = referenceBeats('106');
    const ventricular = beats.filter((beat) => beat.beatClass === 'V').length;
    expect(ventricular).toBeGreaterThan(400);
    const series = extractNnIntervals(beats, SAMPLING_RATE);
    const classAt = new Map(beats.map((beat) => [beat.sample, beat.beatClass]));
    series.times.forEach((seconds, index) => {
      const end = Math.round(seconds * SAMPLING_RATE);
      const start = end - Math.round((series.intervals[index]! * SAMPLING_RATE) / 1000);
      expect([classAt.get(start), classAt.get(end)]).toEqual(['N', 'N']);
    });
    expect(series.intervals.length).toBeLessThanOrEqual(beats.length - 1 - ventricular);
  });

  it('shows how much ectopic beats would inflate short-term variability if counted', () => {
    const beats = referenceBeats('106');
    const excluded = analyzeHrv(beats, SAMPLING_RATE);
    const allNormal = analyzeHrv(
      beats.map((beat) => ({ ...beat, beatClass: 'N' as const })),
      SAMPLING_RATE,
      { nn: { localTolerance: Infinity } },
    );
    expect(allNormal.timeDomain.rmssd!).toBeGreaterThan(2 * excluded.timeDomain.rmssd!);
  });

  it('gives record 100 a resting sinus profile', () => {
    const hrv = analyzeHrv(referenceBeats('100'), SAMPLING_RATE);
    // About 76 bpm over 30 minutes with few ectopic beats.
    expect(hrv.nnRatio).toBeGreaterThan(0.95);
    expect(60_000 / hrv.timeDomain.meanNn!).toBeGreaterThan(70);
    expect(60_000 / hrv.timeDomain.meanNn!).toBeLessThan(80);
    expect(hrv.frequencyDomain?.spectrum.segmentCount).toBeGreaterThan(10);
  });
});
