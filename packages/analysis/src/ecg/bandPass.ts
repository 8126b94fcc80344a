/** Coefficients of a second-order IIR section, normalised so that a0 = 1. */
interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

// Second-order Butterworth sections (Q = 1/sqrt 2) by the bilinear transform, from R. Bristow-
// Johnson's "Cookbook formulae for audio EQ biquad filter coefficients".
function butterworthSection(kind: 'lowpass' | 'highpass', cornerHz: number, rate: number): Biquad {
  const omega = (2 * Math.PI * cornerHz) / rate;
  const alpha = Math.sin(omega) / Math.SQRT2;
  const cos = Math.cos(omega);
  const a0 = 1 + alpha;
  const b1 = kind === 'lowpass' ? 1 - cos : -(1 + cos);
  const b0 = kind === 'lowpass' ? b1 / 2 : -b1 / 2;
  return { b0: b0 / a0, b1: b1 / a0, b2: b0 / a0, a1: (-2 * cos) / a0, a2: (1 - alpha) / a0 };
}

/** The state (z1, z2) of a section at rest on a constant input, so a DC offset does not ring. */
function restingState(section: Biquad, input: number): [number, number] {
  const { b0, b1, b2, a1, a2 } = section;
  const dcGain = (b0 + b1 + b2) / (1 + a1 + a2);
  return [input * dcGain - b0 * input, b2 * input - a2 * input * dcGain];
}

/**
 * Runs the high-pass and then the low-pass section over `signal[from, to)` in place, forwards or
 * backwards, both in one pass (direct form II transposed, whose few state variables stay in
 * registers). Each section starts at rest on its own first input, exactly as if they were run
 * one after the other.
 */
function runCascade(
  signal: Float64Array,
  high: Biquad,
  low: Biquad,
  from: number,
  to: number,
  backwards: boolean,
): void {
  if (to <= from) return;
  const { b0: hb0, b1: hb1, b2: hb2, a1: ha1, a2: ha2 } = high;
  const { b0: lb0, b1: lb1, b2: lb2, a1: la1, a2: la2 } = low;
  const first = signal[backwards ? to - 1 : from] as number;
  let [hz1, hz2] = restingState(high, first);
  let [lz1, lz2] = restingState(low, hb0 * first + hz1);
  const step = backwards ? -1 : 1;
  const end = backwards ? from - 1 : to;
  for (let index = backwards ? to - 1 : from; index !== end; index += step) {
    const input = signal[index] as number;
    const highOut = hb0 * input + hz1;
    hz1 = hb1 * input - ha1 * highOut + hz2;
    hz2 = hb2 * input - ha2 * highOut;
    const lowOut = lb0 * highOut + lz1;
    lz1 = lb1 * highOut - la1 * lowOut + lz2;
    lz2 = lb2 * highOut - la2 * lowOut;
    signal[index] = lowOut;
  }
}

/**
 * The zero-phase band-pass of {@link bandPass} applied in place to `signal[from, to)` (the whole
 * array by default), without allocating.
 */
export function bandPassInPlace(
  signal: Float64Array,
  samplingRate: number,
  lowHz: number,
  highHz: number,
  from = 0,
  to = signal.length,
): void {
  const high = butterworthSection('highpass', lowHz, samplingRate);
  const low = butterworthSection('lowpass', highHz, samplingRate);
  runCascade(signal, high, low, from, to, false);
  runCascade(signal, high, low, from, to, true);
}

/**
 * The zero-phase band-pass of {@link bandPass} of `samples[from, to)` into `into` (at least
 * `to - from` long; it is returned), holding the last valid value over NaN gaps (0 before the
 * first one): the input of the QRS detector.
 */
export function bandPassHoldingGaps(
  samples: Float32Array,
  from: number,
  to: number,
  into: Float64Array,
  samplingRate: number,
  lowHz: number,
  highHz: number,
): Float64Array {
  let last = 0;
  for (let index = from - 1; index >= 0; index -= 1) {
    const value = samples[index] as number;
    if (Number.isFinite(value)) {
      last = value;
      break;
    }
  }
  const length = to - from;
  for (let index = 0; index < length; index += 1) {
    const value = samples[from + index] as number;
    if (Number.isFinite(value)) last = value;
    into[index] = last;
  }
  bandPassInPlace(into, samplingRate, lowHz, highHz, 0, length);
  return into;
}

/**
 * Zero-phase band-pass filter: Butterworth high-pass and low-pass sections run forwards and then
 * backwards, so the QRS complex keeps its position (no group delay to correct) and the
 * response is squared (4th order per edge). NaN samples must be replaced before filtering.
 */
export function bandPass(
  samples: ArrayLike<number>,
  samplingRate: number,
  lowHz: number,
  highHz: number,
): Float64Array {
  const signal = Float64Array.from(samples);
  bandPassInPlace(signal, samplingRate, lowHz, highHz);
  return signal;
}
