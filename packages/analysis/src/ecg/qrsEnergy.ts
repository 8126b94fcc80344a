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

/** The five-point derivative of {@link fivePointDerivative} at one sample (0 at the two ends). */
export function slopeAt(signal: Float64Array, index: number): number {
  if (index < 2 || index >= signal.length - 2) return 0;
  return (
    (2 * ((signal[index + 1] as number) - (signal[index - 1] as number)) +
      ((signal[index + 2] as number) - (signal[index - 2] as number))) /
    8
  );
}

/**
 * `integratedEnergy(fivePointDerivative(signal), windowSamples)` in one pass, without the slope
 * array: the squared slopes inside the window are kept in a ring buffer of its width.
 */
export function slopeEnergy(signal: Float64Array, windowSamples: number): Float64Array {
  const n = signal.length;
  const width = Math.max(1, Math.round(windowSamples));
  const lag = width - 1 - Math.floor((width - 1) / 2);
  const energy = new Float64Array(n);
  const squares = new Float64Array(width);
  let slot = 0;
  let sum = 0;
  for (let index = 0; index < n + width; index += 1) {
    let square = 0;
    if (index >= 2 && index < n - 2) {
      const slope =
        (2 * ((signal[index + 1] as number) - (signal[index - 1] as number)) +
          ((signal[index + 2] as number) - (signal[index - 2] as number))) /
        8;
      square = slope * slope;
    }
    sum += square;
    if (index >= width) sum -= squares[slot] as number;
    squares[slot] = square;
    slot = slot + 1 === width ? 0 : slot + 1;
    const centre = index - lag;
    if (centre >= 0 && centre < n) energy[centre] = Math.max(0, sum) / width;
  }
  return energy;
}
