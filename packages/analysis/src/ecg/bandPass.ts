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

/** Runs one section over the signal in place, forwards or backwards (direct form II transposed). */
function runSection(signal: Float64Array, section: Biquad, backwards: boolean): void {
  const { b0, b1, b2, a1, a2 } = section;
  const n = signal.length;
  // Start from the steady state of the first sample so a DC offset does not ring.
  const first = n === 0 ? 0 : (signal[backwards ? n - 1 : 0] as number);
  const dcGain = (b0 + b1 + b2) / (1 + a1 + a2);
  let z1 = first * dcGain - b0 * first;
  let z2 = b2 * first - a2 * first * dcGain;
  for (let step = 0; step < n; step += 1) {
    const index = backwards ? n - 1 - step : step;
    const input = signal[index] as number;
    const output = b0 * input + z1;
    z1 = b1 * input - a1 * output + z2;
    z2 = b2 * input - a2 * output;
    signal[index] = output;
  }
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
  const sections = [
    butterworthSection('highpass', lowHz, samplingRate),
    butterworthSection('lowpass', highHz, samplingRate),
  ];
  for (const section of sections) runSection(signal, section, false);
  for (const section of sections) runSection(signal, section, true);
  return signal;
}
