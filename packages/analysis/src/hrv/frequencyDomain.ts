import type { NnSeries } from './nnIntervals';
import { resampleCubicSpline } from './resampleCubicSpline';
import type { PowerSpectrum } from './welchPowerSpectrum';
import { welchPowerSpectrum } from './welchPowerSpectrum';

/** A frequency band in Hz, lower edge included, upper edge excluded. */
export interface FrequencyBand {
  low: number;
  high: number;
}

/**
 * Task Force of the ESC and NASPE 1996 (Circulation 93:1043-1065, Table 2): VLF 0.0033–0.04 Hz
 * (the long-term lower edge), LF 0.04–0.15 Hz, HF 0.15–0.4 Hz.
 */
export const HRV_FREQUENCY_BANDS = {
  vlf: { low: 0.0033, high: 0.04 },
  lf: { low: 0.04, high: 0.15 },
  hf: { low: 0.15, high: 0.4 },
} as const satisfies Record<string, FrequencyBand>;

/** How the NN tachogram is turned into a spectrum. */
export interface HrvSpectrumOptions {
  /** Even resampling rate of the tachogram in Hz (4 Hz, as Kubios HRV and most tools use). */
  resamplingRate: number;
  /**
   * Welch segment in samples, a power of two: 1024 at 4 Hz is 256 s (the Kubios HRV default
   * window), whose 0.0039 Hz resolution still resolves the 0.0033 Hz VLF edge.
   */
  segmentLength: number;
}

/** Defaults of {@link HrvSpectrumOptions}, after Kubios HRV (Tarvainen et al. 2014). */
export const DEFAULT_HRV_SPECTRUM_OPTIONS: HrvSpectrumOptions = {
  resamplingRate: 4,
  segmentLength: 1024,
};

/**
 * Task Force 1996: a spectral component needs a recording about ten times its period; LF
 * (down to 0.04 Hz) thus needs about 2 minutes. Shorter NN series get no spectrum.
 */
export const MIN_SPECTRUM_SECONDS = 120;

/** Frequency-domain HRV measures; powers in ms², normalised units in %. */
export interface HrvFrequencyDomain {
  vlf: number;
  lf: number;
  hf: number;
  /** VLF + LF + HF, i.e. 0.0033–0.4 Hz (ULF below 0.0033 Hz is not resolved by 256 s windows). */
  totalPower: number;
  /** LF / HF; null when HF is 0. */
  lfHfRatio: number | null;
  /** LF / (total power − VLF) × 100 (Task Force 1996). */
  lfNu: number | null;
  /** HF / (total power − VLF) × 100 (Task Force 1996). */
  hfNu: number | null;
  /** The averaged spectrum the band powers were integrated from. */
  spectrum: PowerSpectrum;
}

/** Power of a one-sided PSD in a band: Σ density·Δf over the bins with low ≤ f < high. */
export function bandPower(spectrum: PowerSpectrum, band: FrequencyBand): number {
  let power = 0;
  const { frequencies, density, resolution } = spectrum;
  for (let bin = 0; bin < frequencies.length; bin += 1) {
    const frequency = frequencies[bin] as number;
    if (frequency >= band.low && frequency < band.high)
      power += (density[bin] as number) * resolution;
  }
  return power;
}

/**
 * Frequency-domain HRV: the NN tachogram (interval value at the time of its ending beat) is
 * resampled evenly with a cubic spline, split into linearly detrended Hann-windowed segments and
 * averaged by Welch's method, with the FFT of ./fft; band powers integrate that PSD. The same
 * procedure serves 5-minute and 24-hour recordings (one zero-padded segment, or hundreds of
 * overlapping ones). Excluded intervals are bridged by the spline. Answers null for series
 * spanning less than {@link MIN_SPECTRUM_SECONDS}.
 */
export function hrvFrequencyDomain(
  series: NnSeries,
  options: Partial<HrvSpectrumOptions> = {},
): HrvFrequencyDomain | null {
  const { resamplingRate, segmentLength } = { ...DEFAULT_HRV_SPECTRUM_OPTIONS, ...options };
  const { times, intervals } = series;
  if (times.length < 3) return null;
  if ((times[times.length - 1] as number) - (times[0] as number) < MIN_SPECTRUM_SECONDS)
    return null;
  const tachogram = resampleCubicSpline(times, intervals, resamplingRate);
  const spectrum = welchPowerSpectrum(tachogram, resamplingRate, segmentLength);
  const vlf = bandPower(spectrum, HRV_FREQUENCY_BANDS.vlf);
  const lf = bandPower(spectrum, HRV_FREQUENCY_BANDS.lf);
  const hf = bandPower(spectrum, HRV_FREQUENCY_BANDS.hf);
  const totalPower = vlf + lf + hf;
  const normaliser = totalPower - vlf;
  return {
    vlf,
    lf,
    hf,
    totalPower,
    lfHfRatio: hf > 0 ? lf / hf : null,
    lfNu: normaliser > 0 ? (100 * lf) / normaliser : null,
    hfNu: normaliser > 0 ? (100 * hf) / normaliser : null,
    spectrum,
  };
}
