import { describe, expect, it } from 'vitest';
import { bufferSource, type ByteSource } from '../byteSource/ByteSource';
import { buildPyramid } from './buildPyramid';
import { openPyramid } from './openPyramid';
import { encodePyramid } from './pyramidEncoding';
import { signalWithGaps } from './pyramidTestData';
import {
  queryWindow,
  type EnvelopeSignalWindow,
  type RawSampleReader,
  type SignalWindow,
} from './queryWindow';
import { bucketSamples } from './signalPyramid';

const RATE = 50;
const START_TIME = 2.5;
const DAY = 24 * 3600;
const PIXELS = 1600;
const samples = signalWithGaps(DAY * RATE, 21, { gapChance: 2e-5, maxGap: 20_000 });
const pyramid = buildPyramid(samples, { sampleRate: RATE, startTime: START_TIME });
const encoded = encodePyramid(pyramid);

/** Raw samples with times in [start, end), as the EDF reader's `readWindow` gives them. */
function rawReader(channel: Float32Array, rate = RATE, startTime = START_TIME): RawSampleReader {
  return (start, end) => {
    const first = Math.max(0, Math.ceil((start - startTime) * rate - 1e-9));
    const last = Math.min(channel.length, Math.ceil((end - startTime) * rate - 1e-9));
    return Promise.resolve({
      startTime: startTime + first / rate,
      samples: channel.subarray(first, Math.max(first, last)),
    });
  };
}

/** Min/max of the valid samples with times in [from, to], or null when there is none. */
function trueRange(from: number, to: number): [number, number] | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  const first = Math.max(0, Math.ceil((from - START_TIME) * RATE));
  const last = Math.min(samples.length - 1, Math.floor((to - START_TIME) * RATE));
  for (let index = first; index <= last; index += 1) {
    const value = samples[index] ?? Number.NaN;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return min <= max ? [min, max] : null;
}

/**
 * Each point's [min, max] holds every sample of its span (a hair inside its edges, where
 * rounding may put a sample in either neighbour) and nothing beyond one bucket around it.
 * Problems are collected and asserted once: an `expect` per point would dominate the test time.
 */
function expectBracketsEachPoint(answer: EnvelopeSignalWindow): void {
  const slack =
    answer.level === null ? 1 / RATE : bucketSamples(pyramid, answer.level) / RATE + 1e-6;
  const edge = 1e-6;
  const problems: string[] = [];
  for (let point = 0; point < answer.mins.length; point += 1) {
    const from = answer.start + point * answer.step;
    const to = from + answer.step;
    const inside = trueRange(from + edge, to - edge);
    const min = answer.mins[point] ?? Number.NaN;
    const max = answer.maxs[point] ?? Number.NaN;
    if (Number.isNaN(min) || Number.isNaN(max)) {
      if (inside) problems.push(`point ${point} is empty but holds ${inside.join('..')}`);
      continue;
    }
    if (inside && !(min <= inside[0] && max >= inside[1]))
      problems.push(`point ${point}: ${min}..${max} does not bracket ${inside.join('..')}`);
    const around = trueRange(from - slack, to + slack - edge);
    if (!around || min < around[0] || max > around[1])
      problems.push(`point ${point}: ${min}..${max} is wider than ${around?.join('..')}`);
  }
  expect(problems).toEqual([]);
}

const pointCount = (answer: SignalWindow) =>
  answer.kind === 'raw' ? answer.values.length : answer.mins.length;

describe('queryWindow', () => {
  const spans = [10, 60, 600, 3600, 6 * 3600, DAY];

  it.each(spans)(
    'answers a %i s window with at most 2 × pixels values that bracket every pixel',
    async (span) => {
      for (const start of [START_TIME, START_TIME + (DAY - span) * 0.37, START_TIME + DAY - span]) {
        const answer = await queryWindow({
          pyramid,
          readRaw: rawReader(samples),
          start,
          end: start + span,
          pixels: PIXELS,
        });
        if (answer.kind === 'raw') {
          expect(answer.values.length).toBeLessThanOrEqual(2 * PIXELS);
          const first = Math.round((answer.start - START_TIME) * RATE);
          expect(answer.values).toEqual(samples.subarray(first, first + span * RATE));
          expect(answer.step).toBe(1 / RATE);
        } else {
          expect(answer.mins.length).toBeLessThanOrEqual(PIXELS);
          expectBracketsEachPoint(answer);
        }
      }
    },
  );

  it('picks raw samples, then envelopes from raw, then coarser and coarser levels', async () => {
    const kinds = [];
    for (const span of spans) {
      const answer = await queryWindow({
        pyramid,
        readRaw: rawReader(samples),
        start: 1000,
        end: 1000 + span,
        pixels: PIXELS,
      });
      kinds.push(answer.kind === 'raw' ? 'raw' : `level ${answer.level}`);
    }
    // 50 Hz, 1600 px: 0.3 and 1.9 samples per pixel are raw; 19 → level 0 (16-sample buckets),
    // 112 → level 1 (64), 675 → level 2 (256), 2700 → level 3 (1024).
    expect(kinds).toEqual(['raw', 'raw', 'level 0', 'level 1', 'level 2', 'level 3']);
    const between = await queryWindow({
      pyramid,
      readRaw: rawReader(samples),
      start: 1000,
      end: 1000 + 300, // 9.4 samples per pixel: under a level-0 bucket, from raw samples
      pixels: PIXELS,
    });
    expect(between).toMatchObject({ kind: 'envelope', level: null });
    expectBracketsEachPoint(between as EnvelopeSignalWindow);
  });

  it('reads at most factor buckets per pixel from storage, whatever the span', async () => {
    for (const span of [600, 3600, 6 * 3600, DAY]) {
      let bytesRead = 0;
      const inner = bufferSource(encoded);
      const counting: ByteSource = {
        size: inner.size,
        read: async (offset, length) => {
          const bytes = await inner.read(offset, length);
          bytesRead += bytes.length;
          return bytes;
        },
      };
      const reader = await openPyramid(counting);
      bytesRead = 0;
      const fromStorage = await queryWindow({
        pyramid: reader,
        start: 500,
        end: 500 + span,
        pixels: PIXELS,
      });
      expect(bytesRead).toBeLessThanOrEqual((pyramid.factor * PIXELS + 2) * 8);
      expect(bytesRead).toBeGreaterThanOrEqual(PIXELS * 8);
      expect(fromStorage).toEqual(
        await queryWindow({ pyramid, start: 500, end: 500 + span, pixels: PIXELS }),
      );
    }
  });

  it('marks gaps as breaks and leaves points wholly inside them empty', async () => {
    const withGap = Float32Array.from({ length: 4 * 3600 * RATE }, (_, index) =>
      Math.sin(index / 9),
    );
    withGap.fill(Number.NaN, 1000 * RATE, 1300 * RATE); // 1000 s to 1300 s after START_TIME
    const gapped = buildPyramid(withGap, { sampleRate: RATE, startTime: START_TIME });
    const readRaw = rawReader(withGap);
    const gapStart = START_TIME + 1000;
    const gapEnd = START_TIME + 1300;
    for (const [start, end] of [
      [gapStart - 5, gapStart + 5], // raw
      [gapStart - 100, gapEnd + 100], // envelope from raw
      [0, 4 * 3600], // envelope from level 2
    ] as const) {
      const answer = await queryWindow({ pyramid: gapped, readRaw, start, end, pixels: 800 });
      expect(answer.breaks).toHaveLength(1);
      const [gap] = answer.breaks;
      const resolution =
        answer.kind === 'envelope' && answer.level !== null
          ? bucketSamples(gapped, answer.level) / RATE
          : 1 / RATE;
      expect(gap?.start).toBeGreaterThanOrEqual(gapStart - 1e-6);
      expect(gap?.start).toBeLessThanOrEqual(gapStart + resolution);
      expect(gap?.end).toBeLessThanOrEqual(Math.min(end, gapEnd) + 1e-6);
      expect(gap?.end).toBeGreaterThanOrEqual(Math.min(end, gapEnd) - resolution);
      const values = answer.kind === 'raw' ? answer.values : answer.mins;
      const wrong: number[] = [];
      values.forEach((value, point) => {
        const from = answer.start + point * answer.step;
        const to = from + answer.step;
        // Buckets straddling the gap's edges hold data, so the points they touch may too.
        const insideGap = from >= gapStart + resolution && to <= gapEnd - resolution;
        const clearOfGap = to <= gapStart - 1e-6 || from >= gapEnd + 2 / RATE;
        if ((insideGap && !Number.isNaN(value)) || (clearOfGap && Number.isNaN(value)))
          wrong.push(point);
      });
      expect(wrong, `${answer.kind} ${start}..${end}`).toEqual([]);
    }
  });

  it('never reads raw samples for a window over the raw limit', async () => {
    const second = Float32Array.from({ length: 12 * 3600 }, (_, index) => index % 100);
    const perSecond = buildPyramid(second, { sampleRate: 1 });
    let rawReads = 0;
    const readRaw: RawSampleReader = (start, end) => {
      rawReads += 1;
      return rawReader(second, 1, 0)(start, end);
    };
    // 11 h at 1 Hz on 40 000 pixels is under one sample per pixel, yet over a 10 h limit.
    const rawSecondsLimit = 10 * 3600;
    const long = await queryWindow({
      pyramid: perSecond,
      readRaw,
      start: 0,
      end: 11 * 3600,
      pixels: 40_000,
      rawSecondsLimit,
    });
    expect(rawReads).toBe(0);
    expect(long).toMatchObject({ kind: 'envelope', level: 0, step: 16 });
    expect(pointCount(long)).toBe(Math.ceil((11 * 3600) / 16));
    const withinLimit = await queryWindow({
      pyramid: perSecond,
      readRaw,
      start: 0,
      end: 9 * 3600,
      pixels: 40_000,
      rawSecondsLimit,
    });
    expect(withinLimit.kind).toBe('raw');
    expect(rawReads).toBe(1);
    const lowered = await queryWindow({
      pyramid: perSecond,
      readRaw,
      start: 0,
      end: 600,
      pixels: 1600,
      rawSecondsLimit: 300,
    });
    expect(lowered.kind).toBe('envelope');
    expect(rawReads).toBe(1);
    // Without a limit the whole 11 h are raw.
    const unlimited = await queryWindow({
      pyramid: perSecond,
      readRaw,
      start: 0,
      end: 11 * 3600,
      pixels: 40_000,
    });
    expect(unlimited.kind).toBe('raw');
    expect(rawReads).toBe(2);
  });

  it('answers from the finest level without a raw reader, with one point per bucket', async () => {
    const answer = await queryWindow({ pyramid, start: 1000, end: 1010, pixels: PIXELS });
    expect(answer.kind).toBe('envelope');
    if (answer.kind !== 'envelope') return;
    expect(answer.level).toBe(0);
    expect(answer.step).toBeCloseTo(16 / RATE, 12);
    expect(answer.start).toBeLessThanOrEqual(1000);
    expect(answer.start + answer.mins.length * answer.step).toBeGreaterThanOrEqual(1010);
    expectBracketsEachPoint(answer);
  });

  it('leaves points outside the recording empty without calling them breaks', async () => {
    const answer = await queryWindow({ pyramid, start: -DAY / 2, end: DAY / 2, pixels: 100 });
    expect(answer.kind).toBe('envelope');
    if (answer.kind !== 'envelope') return;
    expect(answer.mins.length).toBe(100);
    expect(Array.from(answer.mins.subarray(0, 49)).every(Number.isNaN)).toBe(true);
    expect(answer.mins.subarray(51).some(Number.isNaN)).toBe(false);
    expect(answer.breaks.every((gap) => gap.start >= START_TIME)).toBe(true);
    // Mostly past the end: still one point per pixel from the requested start, not per bucket.
    const pastEnd = await queryWindow({
      pyramid,
      start: START_TIME + DAY - 100,
      end: START_TIME + DAY + 3000,
      pixels: 50,
    });
    expect(pastEnd).toMatchObject({ kind: 'envelope', start: START_TIME + DAY - 100, step: 62 });
    expect(pointCount(pastEnd)).toBe(50);
    expect(Number.isNaN(pastEnd.kind === 'envelope' ? pastEnd.mins[0] : 0)).toBe(false);
    const before = await queryWindow({ pyramid, start: -100, end: -50, pixels: 10 });
    expect(before).toMatchObject({ kind: 'envelope', breaks: [] });
  });

  it('refuses windows and widths that are not ones', async () => {
    await expect(queryWindow({ pyramid, start: 10, end: 10, pixels: 10 })).rejects.toThrow(
      RangeError,
    );
    await expect(queryWindow({ pyramid, start: 0, end: Number.NaN, pixels: 10 })).rejects.toThrow(
      RangeError,
    );
    await expect(queryWindow({ pyramid, start: 0, end: 10, pixels: 0 })).rejects.toThrow(
      RangeError,
    );
    await expect(queryWindow({ pyramid, start: 0, end: 10, pixels: 1.5 })).rejects.toThrow(
      RangeError,
    );
  });
});
