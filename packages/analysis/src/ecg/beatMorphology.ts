/**
 * Beat shapes for the classifier: a window of the raw lead around the fiducial point with the
 * baseline taken out as the straight line between the window's ends (so no full-signal filter is
 * needed), its correlation with a template at the best small lag, its equivalent width and its
 * peak-to-peak amplitude.
 */

/** The window of a beat, detrended: `length` samples starting `before` samples ahead of it. */
export function beatWindow(
  samples: Float32Array,
  centre: number,
  before: number,
  length: number,
  into: Float64Array,
): boolean {
  const start = centre - before;
  if (start < 0 || start + length > samples.length) return false;
  const first = samples[start] as number;
  const last = samples[start + length - 1] as number;
  if (!Number.isFinite(first) || !Number.isFinite(last)) return false;
  const step = (last - first) / Math.max(1, length - 1);
  for (let index = 0; index < length; index += 1) {
    const value = samples[start + index] as number;
    if (!Number.isFinite(value)) return false;
    into[index] = value - (first + step * index);
  }
  return true;
}

// Relative variance below which a stretch counts as flat: well above the rounding of the sums
// (about 1e-16 relative) and far below any real QRS.
const FLAT_VARIANCE = 1e-12;

// Scratch space of bestCorrelation: the cross product at each lag.
let crossProducts = new Float64Array(16);

/**
 * Best correlation of a beat with a template over lags of up to `maxLag` samples. The beat
 * window is `template.length + 2 * maxLag` samples long; returns the correlation and the lag.
 * The Pearson correlation at each lag needs the sums of the template (taken once), the running
 * sums of the beat over the lag's stretch (slid by one sample per lag) and one cross product.
 */
export function bestCorrelation(
  beat: Float64Array,
  template: Float64Array,
  maxLag: number,
): { correlation: number; lag: number } {
  const n = template.length;
  let sy = 0;
  let syy = 0;
  let sx = 0;
  let sxx = 0;
  for (let index = 0; index < n; index += 1) {
    const y = template[index] as number;
    const x = beat[index] as number;
    sy += y;
    syy += y * y;
    sx += x;
    sxx += x * x;
  }
  const varianceY = syy - (sy * sy) / n;
  // The cross products of four lags are summed side by side (independent additions run in
  // parallel), each in the order of the samples.
  const lags = 2 * maxLag + 1;
  if (crossProducts.length < lags) crossProducts = new Float64Array(lags);
  const cross = crossProducts;
  for (let shift = 0; shift < lags; shift += 4) {
    let c0 = 0;
    let c1 = 0;
    let c2 = 0;
    let c3 = 0;
    if (shift + 3 < lags) {
      for (let index = 0; index < n; index += 1) {
        const y = template[index] as number;
        const at = shift + index;
        c0 += (beat[at] as number) * y;
        c1 += (beat[at + 1] as number) * y;
        c2 += (beat[at + 2] as number) * y;
        c3 += (beat[at + 3] as number) * y;
      }
      cross[shift + 3] = c3;
    } else {
      for (let index = 0; index < n; index += 1) {
        const y = template[index] as number;
        const at = shift + index;
        c0 += (beat[at] as number) * y;
        if (shift + 1 < lags) c1 += (beat[at + 1] as number) * y;
        if (shift + 2 < lags) c2 += (beat[at + 2] as number) * y;
      }
    }
    cross[shift] = c0;
    if (shift + 1 < lags) cross[shift + 1] = c1;
    if (shift + 2 < lags) cross[shift + 2] = c2;
  }
  let correlation = -1;
  let lag = 0;
  for (let shift = 0; shift < lags; shift += 1) {
    if (shift > 0) {
      const leaving = beat[shift - 1] as number;
      const entering = beat[shift + n - 1] as number;
      sx += entering - leaving;
      sxx += entering * entering - leaving * leaving;
    }
    const sxy = cross[shift] as number;
    // A flat stretch has no shape to correlate; the sliding sums may leave rounding residue.
    const varianceX = sxx - (sx * sx) / n;
    const value =
      varianceX <= FLAT_VARIANCE * sxx || varianceY <= 0
        ? 0
        : (sxy - (sx * sy) / n) / Math.sqrt(varianceX * varianceY);
    if (value > correlation) {
      correlation = value;
      lag = shift - maxLag;
    }
  }
  return { correlation, lag };
}

/** Peak-to-peak amplitude of a window. */
export function peakToPeak(window: Float64Array, from = 0, to = window.length): number {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let index = from; index < to; index += 1) {
    const value = window[index] as number;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return max - min;
}

/**
 * Equivalent width of a detrended QRS window in samples: the area of |x| over its peak. It grows
 * with the QRS duration and is insensitive to the amplitude.
 */
export function equivalentWidth(window: Float64Array, from = 0, to = window.length): number {
  let area = 0;
  let peak = 0;
  for (let index = from; index < to; index += 1) {
    const value = Math.abs(window[index] as number);
    area += value;
    if (value > peak) peak = value;
  }
  return peak > 0 ? area / peak : 0;
}

/**
 * The peak-to-peak amplitude of `template` as `window` carries it: the template's amplitude times
 * the least-squares gain of the window on it (0 when the window runs against it). What else the
 * window holds — a baseline jump, noise — adds little, being unlike the template.
 */
export function fittedAmplitude(window: Float64Array, template: Float64Array): number {
  const n = template.length;
  let sx = 0;
  let sy = 0;
  for (let index = 0; index < n; index += 1) {
    sx += window[index] as number;
    sy += template[index] as number;
  }
  let covariance = 0;
  let variance = 0;
  for (let index = 0; index < n; index += 1) {
    const y = (template[index] as number) - sy / n;
    covariance += ((window[index] as number) - sx / n) * y;
    variance += y * y;
  }
  return variance > 0 ? (Math.max(0, covariance) / variance) * peakToPeak(template) : 0;
}
