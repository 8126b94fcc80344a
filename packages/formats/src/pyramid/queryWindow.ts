import {
  bucketSamples,
  pyramidBucketSource,
  type PyramidBucketSource,
  type SignalPyramid,
} from './signalPyramid';

/**
 * A window is answered with raw samples when it holds at most this many per pixel column: two
 * points per column still draw every sample's line, and cost the same as one min/max pair per
 * column (STYLE.md, after uPlot: never more than a few points per column).
 */
export const RAW_SAMPLES_PER_PIXEL = 2;

/** A span with no data (a recording gap, invalid samples), in seconds on the pyramid's clock. */
export interface SignalBreak {
  start: number;
  end: number;
}

/** Raw samples of a window: `values[i]` is the sample at time `start + i × step`. */
export interface RawSignalWindow {
  kind: 'raw';
  /** Time of `values[0]` in seconds (the first sample at or after the requested start). */
  start: number;
  /** Seconds between samples: 1 / sampling rate. */
  step: number;
  /** Samples; NaN where there is no data. */
  values: Float32Array;
  /** The spans of NaN samples, clipped to the requested window. */
  breaks: SignalBreak[];
}

/**
 * A min/max envelope of a window: point `i` covers `[start + i × step, start + (i + 1) × step)`
 * and every sample in it lies within `[mins[i], maxs[i]]`. Both are NaN where the span holds no
 * data (a gap, or outside the recording).
 */
export interface EnvelopeSignalWindow {
  kind: 'envelope';
  /** Start of point 0's span, in seconds. */
  start: number;
  /** Seconds covered by each point: the pixel width, or a bucket's duration (see README). */
  step: number;
  mins: Float32Array;
  maxs: Float32Array;
  /** Spans with no data, at the resolution of the buckets read, clipped to the window. */
  breaks: SignalBreak[];
  /** The pyramid level the envelope was made from; null when made from raw samples. */
  level: number | null;
}

/** What the viewer draws for one channel and window: raw samples or a min/max envelope. */
export type SignalWindow = RawSignalWindow | EnvelopeSignalWindow;

/** Samples of a channel from `startTime` on, as `EdfRecordingReader.readWindow` returns them. */
export interface RawSamples {
  startTime: number;
  samples: Float32Array;
}

/** Reads a channel's raw samples with times in `[start, end)`. */
export type RawSampleReader = (start: number, end: number) => Promise<RawSamples>;

/** One window request: a span in seconds on the pyramid's clock, drawn `pixels` columns wide. */
export interface SignalWindowQuery {
  /** The channel's pyramid, in memory or opened from storage (`openPyramid`). */
  pyramid: SignalPyramid | PyramidBucketSource;
  /** Reads raw samples (e.g. from `openEdf(...).readWindow`); envelopes only when omitted. */
  readRaw?: RawSampleReader;
  start: number;
  end: number;
  /** Width of the track in pixel columns; an envelope has at most this many points. */
  pixels: number;
  /**
   * Longest window, in seconds, that may read raw samples: the caller's policy (the API's is
   * platform-core §9 "Raw hour limit 10", `RAW_HOUR_LIMIT` of @telemed/domain). No limit when
   * omitted.
   */
  rawSecondsLimit?: number;
}

/**
 * Answers a window of a channel with O(pixels) points, whatever its span:
 * - at most `RAW_SAMPLES_PER_PIXEL` samples per pixel: the raw samples (at most 2 × pixels);
 * - otherwise a min/max envelope of at most `pixels` points, from the coarsest pyramid level
 *   with at least one bucket per pixel (reading at most `factor` buckets per pixel), or from the
 *   raw samples when even level 0 is coarser than a pixel;
 * - raw samples are never read for windows over `rawSecondsLimit` or without `readRaw`: the
 *   finest level then serves, with fewer points than pixels if it has fewer buckets.
 * @example
 * const recording = await openEdf(edfSource);
 * const answer = await queryWindow({
 *   pyramid: await openPyramid(pyramidSource),
 *   readRaw: async (start, end) => (await recording.readWindow({ start, end, channels: ['ECG'] }))[0],
 *   start: 3600,
 *   end: 7200,
 *   pixels: 1600,
 * });
 */
export async function queryWindow(query: SignalWindowQuery): Promise<SignalWindow> {
  const { start, end, pixels, readRaw, rawSecondsLimit = Infinity } = query;
  if (!(Number.isFinite(start) && Number.isFinite(end) && end > start))
    throw new RangeError(`window ${start}..${end} is not a time span`);
  if (!(Number.isInteger(pixels) && pixels >= 1))
    throw new RangeError(`pixels ${pixels} is not a positive integer`);
  if (!(rawSecondsLimit >= 0))
    throw new RangeError(`rawSecondsLimit ${rawSecondsLimit} is negative`);
  const source = 'levels' in query.pyramid ? pyramidBucketSource(query.pyramid) : query.pyramid;
  const { info } = source;
  const span = end - start;
  const samplesPerPixel = (span * info.sampleRate) / pixels;
  const rawReader = readRaw && span <= rawSecondsLimit ? readRaw : undefined;
  if (rawReader && samplesPerPixel <= RAW_SAMPLES_PER_PIXEL)
    return rawWindow(await rawReader(start, end), info.sampleRate, start, end);
  let level = -1;
  info.levelSizes.forEach((_, candidate) => {
    if (bucketSamples(info, candidate) <= samplesPerPixel) level = candidate;
  });
  if (level < 0 && rawReader)
    return envelopeFromRaw(await rawReader(start, end), info.sampleRate, start, end, pixels);
  return envelopeFromLevel(source, Math.max(0, level), start, end, pixels);
}

function rawWindow(raw: RawSamples, rate: number, start: number, end: number): RawSignalWindow {
  const step = 1 / rate;
  return {
    kind: 'raw',
    start: raw.startTime,
    step,
    values: raw.samples,
    breaks: nanRuns(raw.samples.length, (index) => Number.isNaN(raw.samples[index]), {
      origin: raw.startTime,
      step,
      lastEnd: raw.startTime + raw.samples.length * step,
      start,
      end,
    }),
  };
}

function envelopeFromRaw(
  raw: RawSamples,
  rate: number,
  start: number,
  end: number,
  pixels: number,
): EnvelopeSignalWindow {
  const mins = new Float32Array(pixels).fill(Number.POSITIVE_INFINITY);
  const maxs = new Float32Array(pixels).fill(Number.NEGATIVE_INFINITY);
  const columnsPerSample = pixels / ((end - start) * rate);
  const firstSample = (raw.startTime - start) * rate;
  const { samples } = raw;
  for (let index = 0; index < samples.length; index += 1) {
    const value = samples[index] ?? Number.NaN;
    if (Number.isNaN(value)) continue;
    const column = Math.floor((firstSample + index) * columnsPerSample);
    if (column < 0 || column >= pixels) continue;
    if (value < (mins[column] ?? 0)) mins[column] = value;
    if (value > (maxs[column] ?? 0)) maxs[column] = value;
  }
  markEmptyColumns(mins, maxs);
  const step = 1 / rate;
  return {
    kind: 'envelope',
    start,
    step: (end - start) / pixels,
    mins,
    maxs,
    breaks: nanRuns(samples.length, (index) => Number.isNaN(samples[index]), {
      origin: raw.startTime,
      step,
      lastEnd: raw.startTime + samples.length * step,
      start,
      end,
    }),
    level: null,
  };
}

async function envelopeFromLevel(
  source: PyramidBucketSource,
  level: number,
  start: number,
  end: number,
  pixels: number,
): Promise<EnvelopeSignalWindow> {
  const { info } = source;
  const perBucket = bucketSamples(info, level);
  const size = info.levelSizes[level] ?? 0;
  // Positions in samples from sample 0. The samples of a span [x0, x1) are ceil(x0)..ceil(x1)-1;
  // taking floor(x0) as the first errs towards one sample more, never one fewer, so rounding
  // can only widen an envelope, never lose a sample's extreme.
  const x0 = (start - info.startTime) * info.sampleRate;
  const x1 = (end - info.startTime) * info.sampleRate;
  const bucketOf = (sample: number) => Math.floor(sample / perBucket);
  const first = Math.max(0, bucketOf(Math.floor(x0)));
  const last = Math.min(size - 1, bucketOf(Math.ceil(x1) - 1));
  if (first > last) {
    return {
      kind: 'envelope',
      start,
      step: (end - start) / pixels,
      mins: new Float32Array(pixels).fill(Number.NaN),
      maxs: new Float32Array(pixels).fill(Number.NaN),
      breaks: [],
      level,
    };
  }
  const count = last - first + 1;
  const pairs = await source.readBuckets(level, first, count);
  const bucketSeconds = perBucket / info.sampleRate;
  const breaks = nanRuns(count, (index) => Number.isNaN(pairs[2 * index]), {
    origin: info.startTime + first * bucketSeconds,
    step: bucketSeconds,
    lastEnd: info.startTime + info.sampleCount / info.sampleRate,
    start,
    end,
  });
  const samplesPerColumn = (x1 - x0) / pixels;
  if (perBucket > samplesPerColumn && count <= pixels) {
    // Buckets wider than a pixel (no raw samples to use) and no more of them than columns:
    // the buckets themselves are the envelope.
    const mins = new Float32Array(count);
    const maxs = new Float32Array(count);
    for (let index = 0; index < count; index += 1) {
      mins[index] = pairs[2 * index] ?? Number.NaN;
      maxs[index] = pairs[2 * index + 1] ?? Number.NaN;
    }
    const bucketStart = info.startTime + first * bucketSeconds;
    return { kind: 'envelope', start: bucketStart, step: bucketSeconds, mins, maxs, breaks, level };
  }
  const mins = new Float32Array(pixels).fill(Number.POSITIVE_INFINITY);
  const maxs = new Float32Array(pixels).fill(Number.NEGATIVE_INFINITY);
  for (let column = 0; column < pixels; column += 1) {
    const from = Math.max(first, bucketOf(Math.floor(x0 + column * samplesPerColumn)));
    const to = Math.min(last, bucketOf(Math.ceil(x0 + (column + 1) * samplesPerColumn) - 1));
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let bucket = from; bucket <= to; bucket += 1) {
      const at = 2 * (bucket - first);
      const bucketMin = pairs[at] ?? Number.NaN;
      const bucketMax = pairs[at + 1] ?? Number.NaN;
      if (bucketMin < min) min = bucketMin;
      if (bucketMax > max) max = bucketMax;
    }
    mins[column] = min;
    maxs[column] = max;
  }
  markEmptyColumns(mins, maxs);
  return { kind: 'envelope', start, step: (end - start) / pixels, mins, maxs, breaks, level };
}

/** Columns that received no valid value (still ±Infinity) become NaN. */
function markEmptyColumns(mins: Float32Array, maxs: Float32Array): void {
  for (let column = 0; column < mins.length; column += 1) {
    if (!((mins[column] ?? 0) <= (maxs[column] ?? 0))) {
      mins[column] = Number.NaN;
      maxs[column] = Number.NaN;
    }
  }
}

/**
 * Runs of missing items (samples or buckets) as time spans: item `i` starts at
 * `origin + i × step`; the last item ends at `lastEnd` at the latest. Clipped to [start, end].
 */
function nanRuns(
  count: number,
  isMissing: (index: number) => boolean,
  grid: { origin: number; step: number; lastEnd: number; start: number; end: number },
): SignalBreak[] {
  const breaks: SignalBreak[] = [];
  const { origin, step, lastEnd, start, end } = grid;
  let index = 0;
  while (index < count) {
    if (!isMissing(index)) {
      index += 1;
      continue;
    }
    const runStart = index;
    while (index < count && isMissing(index)) index += 1;
    const from = Math.max(start, origin + runStart * step);
    const to = Math.min(end, lastEnd, origin + index * step);
    if (to > from) breaks.push({ start: from, end: to });
  }
  return breaks;
}
