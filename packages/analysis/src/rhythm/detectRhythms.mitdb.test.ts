import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// Tests may read records with our WFDB reader; the analysis sources themselves depend on nothing.
import {
  decodeWfdbSignals,
  parseWfdbHeader,
  readWfdbAnnotations,
} from '../../../formats/src/index';
import { classifyBeats } from '../ecg/classifyBeats';
import { detectQrs } from '../ecg/detectQrs';
import type { HolterEventType } from '@telemed/domain';
import { detectRhythms } from './detectRhythms';

const testdata = path.resolve(import.meta.dirname, '../../../../testdata');
const mitdb = (file: string) => new Uint8Array(readFileSync(path.join(testdata, 'mitdb', file)));

// Record 106's rhythm annotations ('+' with AUX '(N', '(B', '(T', '(VT') against our episodes:
// the share of each reference rhythm's time that our matching episode type covers.
describe('detectRhythms on MIT-BIH 106', () => {
  const header = parseWfdbHeader(new TextDecoder().decode(mitdb('106.hea')));
  const { physical } = decodeWfdbSignals(header, { '106.dat': mitdb('106.dat') });
  const rate = header.samplingFrequency;
  const leads = physical as Float32Array[];
  const events = detectRhythms(classifyBeats(leads, detectQrs(leads, rate), rate), rate);
  const rhythm = readWfdbAnnotations(mitdb('106.atr'))
    .filter((annotation) => annotation.symbol === '+')
    .map((annotation) => ({
      seconds: annotation.sample / rate,
      aux: annotation.aux.replace(/\0/g, ''),
    }));
  const end = (leads[0] as Float32Array).length / rate;
  const coverage = (aux: string, type: HolterEventType) => {
    let total = 0;
    let covered = 0;
    rhythm.forEach((change, index) => {
      if (change.aux !== aux) return;
      const stop = rhythm[index + 1]?.seconds ?? end;
      total += stop - change.seconds;
      for (const event of events)
        if (event.type === type)
          covered += Math.max(
            0,
            Math.min(stop, event.endSeconds) - Math.max(change.seconds, event.startSeconds),
          );
    });
    return covered / total;
  };

  it.each([
    // reference rhythm, our episode type, floor a little below the measured coverage
    ['(B', 'VENTRICULAR_BIGEMINY', 0.85],
    // Trigeminy: one 14 s episode, so one beat more or less moves it by several percent; 0.55
    // since the morphology clusters label two more of its V beats right (closing a run early).
    ['(T', 'VENTRICULAR_TRIGEMINY', 0.5],
    ['(VT', 'VENTRICULAR_TACHYCARDIA', 0.7],
    ['(N', 'SINUS', 0.95],
  ] as const)('covers the reference %s episodes with %s (>= %s)', (aux, type, floor) => {
    expect(coverage(aux, type)).toBeGreaterThanOrEqual(floor);
  });

  it('finds no atrial fibrillation in a record without any', () => {
    expect(events.some((event) => event.type === 'ATRIAL_FIBRILLATION')).toBe(false);
  });
});
