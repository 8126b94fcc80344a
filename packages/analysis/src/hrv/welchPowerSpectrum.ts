import { fftInPlace, isPowerOfTwo } from './fft';

/** A one-sided power spectral density. */
export interface PowerSpectrum {
  /** Frequency of each bin in Hz, from 0 to the Nyquist frequency. */
  frequencies: Float64Array;
  /** Power spectral density in (unit of the signal)² per Hz. */
  density: Float64Array;
  /** Bin width in Hz. */
  resolution: number;
  /** Segments averaged. */
  segmentCount: number;
}

function periodicHann(length: number): Float64Array {
  return Float64Array.from(
    { length },
    (_, index) => 0.5 - 0.5 * Math.cos((2 * Math.PI * index) / length),
  );
}

/** Copies a segment into `target` with its least-squares line removed. */
function detrendLinear(signal: Float64Array, start: number, length: number, target: Float64Array) {
  let sumY = 0;
  let sumXY = 0;
  for (let index = 0; index < length; index += 1) {
    const value = signal[start + index] as number;
    sumY += value;
    sumXY += index * value;
  }
  const meanX = (length - 1) / 2;
  const meanY = sumY / length;
  const sxx = (length * (length * length - 1)) / 12;
  const slope = sxx === 0 ? 0 : (sumXY - length * meanX * meanY) / sxx;
  for (let index = 0; index < length; index += 1)
    target[index] = (signal[start + index] as number) - meanY - slope * (index - meanX);
}

/**
 * Welch's averaged periodogram (Welch 1967, IEEE Trans Audio Electroacoust 15:70-73): Hann-windowed,
 * linearly detrended segments of `segmentLength` samples with at least 50 % overlap, their
 * periodograms averaged. Start positions are spread evenly so the last segment ends at the last
 * sample. A signal shorter than one segment is taken whole and zero-padded to `segmentLength`.
 * Scaled so that Σ density·resolution equals the variance of the detrended signal (Parseval).
 * @param segmentLength FFT length, a power of two
 */
export function welchPowerSpectrum(
  signal: Float64Array,
  samplingRate: number,
  segmentLength: number,
): PowerSpectrum {
  if (!isPowerOfTwo(segmentLength)) throw new RangeError('segmentLength must be a power of two');
  if (signal.length < 2) throw new RangeError('a spectrum needs at least two samples');
  const fftLength = segmentLength;
  const windowLength = Math.min(signal.length, segmentLength);
  const window = periodicHann(windowLength);
  let windowPower = 0;
  for (const weight of window) windowPower += weight * weight;
  const hop = windowLength / 2;
  const segmentCount =
    signal.length <= windowLength ? 1 : Math.ceil((signal.length - windowLength) / hop) + 1;
  const bins = fftLength / 2 + 1;
  const density = new Float64Array(bins);
  const segment = new Float64Array(windowLength);
  const real = new Float64Array(fftLength);
  const imaginary = new Float64Array(fftLength);
  for (let index = 0; index < segmentCount; index += 1) {
    const start =
      segmentCount === 1
        ? 0
        : Math.round((index * (signal.length - windowLength)) / (segmentCount - 1));
    detrendLinear(signal, start, windowLength, segment);
    real.fill(0);
    imaginary.fill(0);
    for (let sample = 0; sample < windowLength; sample += 1)
      real[sample] = (segment[sample] as number) * (window[sample] as number);
    fftInPlace(real, imaginary);
    for (let bin = 0; bin < bins; bin += 1)
      density[bin] =
        (density[bin] as number) + (real[bin] as number) ** 2 + (imaginary[bin] as number) ** 2;
  }
  const scale = 1 / (samplingRate * windowPower * segmentCount);
  for (let bin = 0; bin < bins; bin += 1) {
    // One-sided: every bin but DC and Nyquist stands for its negative-frequency twin too.
    const sides = bin === 0 || bin === bins - 1 ? 1 : 2;
    density[bin] = (density[bin] as number) * scale * sides;
  }
  const resolution = samplingRate / fftLength;
  return {
    frequencies: Float64Array.from({ length: bins }, (_, bin) => bin * resolution),
    density,
    resolution,
    segmentCount,
  };
}
