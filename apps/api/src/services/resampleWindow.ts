/** Samples of one signal read from a recording: values, rate, and the time of the first one. */
export interface SampledWindow {
  samples: Float32Array;
  sampleRate: number;
  /** Seconds of `samples[0]`, on the same clock as the times asked for. */
  startTime: number;
}

/**
 * A moving average over `width` samples centred on each one: the low-pass that keeps a signal
 * from aliasing when it is taken at a lower rate (a boxcar's first zero is at rate / width, the
 * new rate). Edges average what is there; a NaN (a gap) spreads over its neighbourhood.
 */
function movingAverage(samples: Float32Array, width: number): Float32Array {
  if (width < 2) return samples;
  const sums = new Float64Array(samples.length + 1);
  for (let index = 0; index < samples.length; index += 1)
    sums[index + 1] = (sums[index] ?? 0) + (samples[index] ?? 0);
  const half = Math.floor(width / 2);
  const smoothed = new Float32Array(samples.length);
  for (let index = 0; index < samples.length; index += 1) {
    const from = Math.max(0, index - half);
    const to = Math.min(samples.length, from + width);
    smoothed[index] = ((sums[to] ?? 0) - (sums[from] ?? 0)) / (to - from);
  }
  return smoothed;
}

/**
 * `count` values of a signal at `rate` Hz from time `from`: linear interpolation between the
 * recorded samples, after a moving average over the samples one new period spans when the rate
 * is lower than the recorded one. Times outside the window take its first or last value, so ask
 * for a window a little wider than the span (a sample or two each side, plus the average's half).
 */
export function resampleWindow(
  window: SampledWindow,
  rate: number,
  from: number,
  count: number,
): Float32Array {
  const { sampleRate, startTime } = window;
  const samples =
    rate < sampleRate
      ? movingAverage(window.samples, Math.round(sampleRate / rate))
      : window.samples;
  const resampled = new Float32Array(count);
  const last = samples.length - 1;
  if (last < 0) return resampled.fill(Number.NaN);
  for (let index = 0; index < count; index += 1) {
    const position = (from + index / rate - startTime) * sampleRate;
    if (position <= 0) resampled[index] = samples[0] ?? 0;
    else if (position >= last) resampled[index] = samples[last] ?? 0;
    else {
      const before = Math.floor(position);
      const fraction = position - before;
      resampled[index] =
        (samples[before] ?? 0) * (1 - fraction) + (samples[before + 1] ?? 0) * fraction;
    }
  }
  return resampled;
}

/** Seconds each side of a span that {@link resampleWindow} needs read around it. */
export function resamplingMargin(sampleRate: number, rate: number): number {
  const averaged = rate < sampleRate ? Math.round(sampleRate / rate) : 1;
  return (averaged + 2) / sampleRate;
}
