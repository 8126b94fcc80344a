import { describe, expect, it } from 'vitest';
import { bufferSource } from '../byteSource/ByteSource';
import { openEdf } from '../edf/openEdf';
import { writeEdf } from '../edf/writeEdf';
import { buildPyramid, createPyramidBuilder } from './buildPyramid';
import { queryWindow } from './queryWindow';

const startDate = { year: 2026, month: 3, day: 14, hour: 22, minute: 5, second: 9 };
const RATE = 250;

/** 20 minutes of EDF+D at 250 Hz with the records of minutes 7 and 8 missing (a 2-minute gap). */
function discontinuousEcg(): Uint8Array {
  const recordStarts = Array.from({ length: 18 * 60 }, (_, record) =>
    record < 7 * 60 ? record : record + 2 * 60,
  );
  return writeEdf({
    startDate,
    variant: 'EDF+D',
    recordStarts,
    signals: [
      {
        label: 'ECG',
        physicalDimension: 'mV',
        physicalMin: -5,
        physicalMax: 5,
        samplesPerRecord: RATE,
        samples: Float32Array.from(
          { length: recordStarts.length * RATE },
          (_, index) => Math.sin(index / 13) + (index % 1000 === 0 ? 3 : 0),
        ),
      },
    ],
  });
}

describe('pyramids of EDF recordings', () => {
  it('builds the same pyramid from windowed reads as from the whole channel, gaps included', async () => {
    const recording = await openEdf(bufferSource(discontinuousEcg()));
    const { start, end } = recording.timeline;
    const [whole] = await recording.readWindow({ start, end, channels: ['ECG'] });
    if (!whole) throw new Error('no ECG');
    const oneShot = buildPyramid(whole.samples, { sampleRate: RATE, startTime: whole.startTime });

    const builder = createPyramidBuilder({ sampleRate: RATE, startTime: start });
    for (let from = start; from < end; from += 97) {
      const [window] = await recording.readWindow({
        start: from,
        end: Math.min(end, from + 97),
        channels: ['ECG'],
      });
      builder.push(window?.samples ?? new Float32Array());
    }
    expect(builder.finish()).toEqual(oneShot);

    const readRaw = async (from: number, to: number) => {
      const [window] = await recording.readWindow({ start: from, end: to, channels: ['ECG'] });
      if (!window) throw new Error('no ECG');
      return window;
    };
    const overview = await queryWindow({ pyramid: oneShot, readRaw, start, end, pixels: 400 });
    expect(overview.kind).toBe('envelope');
    expect(overview.breaks).toHaveLength(1);
    // 750 samples per pixel read level 2, whose buckets of 256 samples (1.024 s) set the precision.
    const bucketSeconds = 256 / RATE;
    expect(overview.breaks[0]?.start).toBeGreaterThanOrEqual(7 * 60);
    expect(overview.breaks[0]?.start).toBeLessThanOrEqual(7 * 60 + bucketSeconds);
    expect(overview.breaks[0]?.end).toBeLessThanOrEqual(9 * 60);
    expect(overview.breaks[0]?.end).toBeGreaterThanOrEqual(9 * 60 - bucketSeconds);
    if (overview.kind === 'envelope')
      expect(Math.max(...overview.maxs.filter((v) => v === v))).toBeGreaterThan(3.5);

    const close = await queryWindow({
      pyramid: oneShot,
      readRaw,
      start: 419,
      end: 421,
      pixels: 800,
    });
    expect(close.kind).toBe('raw');
    expect(close.breaks).toEqual([{ start: 420, end: 421 }]);
  });
});
