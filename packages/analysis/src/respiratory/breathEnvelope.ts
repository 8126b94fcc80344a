import type { SampledSignal } from './sampledSignal';

/** The envelope is computed on this time grid, s (4 points a second: events are ≥ 10 s). */
export const ENVELOPE_STEP_SECONDS = 0.25;

/** Breath amplitude of a respiratory channel over time, and its running baseline. */
export interface BreathEnvelope {
  /** Grid step, s: point `k` is at `k * step` seconds. */
  step: number;
  /** The breath window the amplitude is measured over, s. */
  windowSeconds: number;
  /** Peak-to-trough range of the smoothed signal over the breath window centred on each point;
   * NaN where that window holds an invalid sample. */
  amplitude: Float32Array;
  /** The smoothed signal the amplitude was measured on, at the signal's own rate. */
  smooth: Float64Array;
  samplingRate: number;
}

/**
 * Centred moving average over `width` samples, by running sums (O(n)). Used twice it is a
 * triangular low-pass: at 0.3 s it keeps breathing (< 1 Hz) and removes sensor noise.
 */
export function movingAverage(values: Float64Array, width: number): Float64Array {
  const result = new Float64Array(values.length);
  const half = Math.max(0, Math.floor(width / 2));
  let sum = 0;
  let low = 0;
  let high = -1;
  for (let index = 0; index < values.length; index += 1) {
    const wantedHigh = Math.min(values.length - 1, index + half);
    while (high < wantedHigh) sum += values[++high] as number;
    const wantedLow = Math.max(0, index - half);
    while (low < wantedLow) sum -= values[low++] as number;
    result[index] = sum / (high - low + 1);
  }
  return result;
}

/** Copies the samples, holding the last valid value over invalid (NaN) ones. */
export function holdInvalid(samples: ArrayLike<number>): {
  values: Float64Array;
  invalid: Uint8Array;
} {
  const values = new Float64Array(samples.length);
  const invalid = new Uint8Array(samples.length);
  let last = Number.NaN;
  let firstValid = -1;
  for (let index = 0; index < samples.length; index += 1) {
    const value = samples[index] as number;
    if (Number.isFinite(value)) {
      if (firstValid < 0) firstValid = index;
      last = value;
    } else invalid[index] = 1;
    values[index] = last;
  }
  if (firstValid < 0) values.fill(0);
  else values.fill(values[firstValid] as number, 0, firstValid);
  return { values, invalid };
}

/**
 * The breath-by-breath amplitude of a flow or effort signal: the peak-to-trough range of the
 * lightly smoothed signal over a window of one slow breath centred on each grid point. A
 * reduction that lasts L seconds shows as L - window seconds of low amplitude, which the event
 * detectors widen back by half a window on each side. O(n) with monotonic queues.
 */
export function breathEnvelope(signal: SampledSignal, windowSeconds: number): BreathEnvelope {
  const rate = signal.samplingRate;
  const { values, invalid } = holdInvalid(signal.samples);
  const smoothingWidth = Math.max(1, Math.round(0.3 * rate));
  const smooth = movingAverage(movingAverage(values, smoothingWidth), smoothingWidth);
  const count = signal.samples.length;
  const points = Math.max(0, Math.floor(count / rate / ENVELOPE_STEP_SECONDS));
  const amplitude = new Float32Array(points);
  const half = Math.max(1, Math.round((windowSeconds * rate) / 2));
  const maxQueue = new Int32Array(count);
  const minQueue = new Int32Array(count);
  let maxHead = 0;
  let maxTail = 0;
  let minHead = 0;
  let minTail = 0;
  let invalidInWindow = 0;
  let added = 0;
  let removed = 0;
  for (let point = 0; point < points; point += 1) {
    const centre = Math.round(point * ENVELOPE_STEP_SECONDS * rate);
    const high = Math.min(count - 1, centre + half);
    const low = Math.max(0, centre - half);
    for (; added <= high; added += 1) {
      const value = smooth[added] as number;
      while (maxTail > maxHead && (smooth[maxQueue[maxTail - 1] as number] as number) <= value)
        maxTail -= 1;
      maxQueue[maxTail++] = added;
      while (minTail > minHead && (smooth[minQueue[minTail - 1] as number] as number) >= value)
        minTail -= 1;
      minQueue[minTail++] = added;
      invalidInWindow += invalid[added] as number;
    }
    for (; removed < low; removed += 1) invalidInWindow -= invalid[removed] as number;
    while ((maxQueue[maxHead] as number) < low) maxHead += 1;
    while ((minQueue[minHead] as number) < low) minHead += 1;
    amplitude[point] =
      invalidInWindow > 0
        ? Number.NaN
        : (smooth[maxQueue[maxHead] as number] as number) -
          (smooth[minQueue[minHead] as number] as number);
  }
  return { step: ENVELOPE_STEP_SECONDS, windowSeconds, amplitude, smooth, samplingRate: rate };
}

/** What the running baseline needs of the detector parameters. */
export interface BaselineParams {
  baseline_span_seconds: number;
  baseline_margin_percent: number;
  baseline_return_seconds: number;
}

/**
 * The running pre-event baseline of an envelope: at each point, the mean amplitude of the stable
 * breathing (within ± margin of the baseline then current) in the preceding span (AASM 1999: mean
 * amplitude of stable breathing in the 2 minutes before the event). Reduced breaths, recovery
 * breaths and sighs are left out; when nothing stable has been seen for the return time, the
 * baseline restarts from the plain mean of the last span. Causal, O(n).
 */
export function runningBaseline(envelope: BreathEnvelope, params: BaselineParams): Float32Array {
  const { amplitude, step } = envelope;
  const points = amplitude.length;
  const baseline = new Float32Array(points);
  const span = Math.max(1, Math.round(params.baseline_span_seconds / step));
  const returnPoints = Math.max(1, Math.round(params.baseline_return_seconds / step));
  const margin = params.baseline_margin_percent / 100;
  // Prefix sums of the valid amplitudes, for the plain mean of a span.
  const validSum = new Float64Array(points + 1);
  const validCount = new Int32Array(points + 1);
  for (let point = 0; point < points; point += 1) {
    const value = amplitude[point] as number;
    const valid = Number.isFinite(value);
    validSum[point + 1] = (validSum[point] as number) + (valid ? value : 0);
    validCount[point + 1] = (validCount[point] as number) + (valid ? 1 : 0);
  }
  const plainMean = (from: number, to: number) => {
    const low = Math.max(0, from);
    const high = Math.min(points, to);
    const countInSpan = (validCount[high] as number) - (validCount[low] as number);
    return countInSpan > 0
      ? ((validSum[high] as number) - (validSum[low] as number)) / countInSpan
      : Number.NaN;
  };
  // Start from the median of the first span, which ignores a few events or movements in it.
  const first = Array.from(amplitude.subarray(0, Math.min(points, span)))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  let current = first.length > 0 ? (first[first.length >> 1] as number) : Number.NaN;
  const stableIndex = new Int32Array(points);
  const stableValue = new Float64Array(points);
  let head = 0;
  let tail = 0;
  let sum = 0;
  let lastStable = 0;
  for (let point = 0; point < points; point += 1) {
    while (tail > head && (stableIndex[head] as number) < point - span)
      sum -= stableValue[head++] as number;
    if (tail > head) current = sum / (tail - head);
    if (point - lastStable > returnPoints || !Number.isFinite(current)) {
      const restart = plainMean(point - span, point);
      if (Number.isFinite(restart)) current = restart;
      lastStable = point;
    }
    baseline[point] = current;
    const value = amplitude[point] as number;
    if (
      Number.isFinite(value) &&
      Number.isFinite(current) &&
      Math.abs(value / current - 1) <= margin
    ) {
      stableIndex[tail] = point;
      stableValue[tail++] = value;
      sum += value;
      lastStable = point;
    }
  }
  return baseline;
}
