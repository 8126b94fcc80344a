import type { SignalFetcher } from '../cache/signalFetcher';
import type { SignalChannel, SignalSegment } from '../model/signalData';

/** A channel held as samples, answered like the server answers `GET .../signals`. */
export interface SampledSource {
  channel: SignalChannel;
  samples: ArrayLike<number>;
  /** Epoch ms of the first sample. */
  start: number;
  /**
   * Samples repeat end to end for this long (ms) after the first pass: a short generated
   * stretch tiled over a long recording. @default the samples' own length (no repetition)
   */
  length?: number;
  /** Multiplies values before sending (1/1000 turns generated millivolts into the wire's volts). */
  scale?: number;
}

/** Samples per precomputed min/max bucket, so zoomed-out answers never scan raw samples. */
const SUMMARY_SAMPLES = 256;

interface Prepared {
  source: SampledSource;
  step: number;
  count: number;
  total: number;
  summaryMin: Float32Array;
  summaryMax: Float32Array;
}

function prepare(source: SampledSource): Prepared {
  const count = source.samples.length;
  const step = 1000 / source.channel.samplingRate;
  const scale = source.scale ?? 1;
  const buckets = Math.ceil(count / SUMMARY_SAMPLES);
  const summaryMin = new Float32Array(buckets).fill(Infinity);
  const summaryMax = new Float32Array(buckets).fill(-Infinity);
  for (let index = 0; index < count; index += 1) {
    const value = (source.samples[index] ?? Number.NaN) * scale;
    if (Number.isNaN(value)) continue;
    const bucket = Math.floor(index / SUMMARY_SAMPLES);
    summaryMin[bucket] = Math.min(summaryMin[bucket] ?? Infinity, value);
    summaryMax[bucket] = Math.max(summaryMax[bucket] ?? -Infinity, value);
  }
  const total = Math.round((source.length ?? count * step) / step);
  return { source, step, count, total, summaryMin, summaryMax };
}

function valueAt(prepared: Prepared, index: number): number {
  const { source, count } = prepared;
  return (source.samples[index % count] ?? Number.NaN) * (source.scale ?? 1);
}

function segmentFor(
  prepared: Prepared,
  from: number,
  to: number,
  resolution: number,
): SignalSegment {
  const { step, source } = prepared;
  const first = Math.max(0, Math.ceil((from - source.start) / step));
  const last = Math.min(prepared.total, Math.ceil((to - source.start) / step));
  if (resolution <= step) {
    const values = new Float32Array(Math.max(0, last - first));
    for (let index = first; index < last; index += 1)
      values[index - first] = valueAt(prepared, index);
    return { kind: 'samples', start: source.start + first * step, step, values };
  }
  const perBucket = resolution / step;
  const buckets = Math.max(0, Math.ceil((last - first) / perBucket));
  const min = new Float32Array(buckets);
  const max = new Float32Array(buckets);
  for (let bucket = 0; bucket < buckets; bucket += 1) {
    const begin = first + Math.floor(bucket * perBucket);
    const end = Math.min(last, first + Math.floor((bucket + 1) * perBucket));
    let low = Infinity;
    let high = -Infinity;
    let index = begin;
    while (index < end) {
      const local = index % prepared.count;
      // Whole summary buckets where they fit, single samples at the ragged edges.
      if (
        local % SUMMARY_SAMPLES === 0 &&
        index + SUMMARY_SAMPLES <= end &&
        local + SUMMARY_SAMPLES <= prepared.count
      ) {
        const summary = local / SUMMARY_SAMPLES;
        low = Math.min(low, prepared.summaryMin[summary] ?? Infinity);
        high = Math.max(high, prepared.summaryMax[summary] ?? -Infinity);
        index += SUMMARY_SAMPLES;
      } else {
        const value = valueAt(prepared, index);
        if (!Number.isNaN(value)) {
          low = Math.min(low, value);
          high = Math.max(high, value);
        }
        index += 1;
      }
    }
    min[bucket] = low <= high ? low : Number.NaN;
    max[bucket] = low <= high ? high : Number.NaN;
  }
  return { kind: 'envelope', start: source.start + first * step, step: perBucket * step, min, max };
}

/**
 * A fetcher over sampled channels (the synthetic recordings of `@telemed/analysis`) answering as
 * the server does: raw samples when zoomed in, min/max envelopes of about one bucket per
 * requested resolution otherwise (from 256-sample summaries, so a 24 h answer stays fast), after
 * `latencyMs`, honouring the abort signal.
 */
export function sampledFetcher(sources: readonly SampledSource[], latencyMs = 20): SignalFetcher {
  const prepared = sources.map(prepare);
  return ({ window, resolution, signal }) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        resolve({
          window,
          resolution,
          channels: prepared.map((channel) => ({
            channelId: channel.source.channel.id,
            segments: [segmentFor(channel, window.start, window.end, resolution)],
          })),
        });
      }, latencyMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}
