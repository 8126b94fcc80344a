/**
 * The slope of the band-passed ECG by Pan & Tompkins' five-point derivative
 * (IEEE Trans Biomed Eng 32(3):230-236, 1985, eq. 10), centred so it has no delay:
 * y[n] = (-x[n-2] - 2x[n-1] + 2x[n+1] + x[n+2]) / 8, per sample.
 */
export function fivePointDerivative(signal: Float64Array): Float64Array {
  const n = signal.length;
  const slope = new Float64Array(n);
  for (let index = 2; index < n - 2; index += 1) {
    slope[index] =
      (2 * ((signal[index + 1] as number) - (signal[index - 1] as number)) +
        ((signal[index + 2] as number) - (signal[index - 2] as number))) /
      8;
  }
  return slope;
}

/**
 * Squared slope averaged over a centred moving window (Pan & Tompkins 1985, squaring and
 * moving-window integration): one smooth hump per QRS complex whose height grows with both the
 * amplitude and the steepness of the complex. O(n) by a running sum.
 */
export function integratedEnergy(slope: Float64Array, windowSamples: number): Float64Array {
  const n = slope.length;
  const width = Math.max(1, Math.round(windowSamples));
  const before = Math.floor((width - 1) / 2);
  const energy = new Float64Array(n);
  let sum = 0;
  // Window of sample i is [i - before, i - before + width).
  for (let index = 0; index < n + width; index += 1) {
    if (index < n) sum += (slope[index] as number) ** 2;
    const leaving = index - width;
    if (leaving >= 0) sum -= (slope[leaving] as number) ** 2;
    const centre = index - (width - 1 - before);
    if (centre >= 0 && centre < n) energy[centre] = Math.max(0, sum) / width;
  }
  return energy;
}

/**
 * `integratedEnergy(fivePointDerivative(signal), windowSamples)` without the slope array: each
 * window sum is the difference of two running sums of the squared slopes. Writes into `into`
 * (the signal's length) when given, and keeps the running sums in `scratch` when it holds n + 1.
 */
export function slopeEnergy(
  signal: Float64Array,
  windowSamples: number,
  into?: Float64Array,
  scratch?: Float64Array,
): Float64Array {
  const n = signal.length;
  const width = Math.max(1, Math.round(windowSamples));
  const before = Math.floor((width - 1) / 2);
  const cumulative = scratch && scratch.length > n ? scratch : new Float64Array(n + 1);
  // cumulative[i]: the sum of the squared slopes of samples [0, i); the slope is 0 at the ends.
  for (let index = 0; index <= Math.min(n, 2); index += 1) cumulative[index] = 0;
  let sum = 0;
  for (let index = 2; index < n - 2; index += 1) {
    const slope =
      (2 * ((signal[index + 1] as number) - (signal[index - 1] as number)) +
        ((signal[index + 2] as number) - (signal[index - 2] as number))) /
      8;
    sum += slope * slope;
    cumulative[index + 1] = sum;
  }
  for (let index = Math.max(2, n - 2); index < n; index += 1) cumulative[index + 1] = sum;
  // Sample i's window is [i - before, i - before + width), clipped to the signal.
  const energy = into && into.length === n ? into : new Float64Array(n);
  const windowSum = (centre: number) =>
    (cumulative[Math.min(n, centre - before + width)] as number) -
    (cumulative[Math.max(0, centre - before)] as number);
  // Away from the ends the window needs no clipping.
  const innerFrom = Math.min(n, before);
  const innerTo = Math.max(innerFrom, n - width + before);
  for (let centre = 0; centre < innerFrom; centre += 1)
    energy[centre] = Math.max(0, windowSum(centre)) / width;
  for (let centre = innerFrom; centre < innerTo; centre += 1) {
    const sum =
      (cumulative[centre - before + width] as number) - (cumulative[centre - before] as number);
    energy[centre] = (sum > 0 ? sum : 0) / width;
  }
  for (let centre = innerTo; centre < n; centre += 1)
    energy[centre] = Math.max(0, windowSum(centre)) / width;
  return energy;
}
