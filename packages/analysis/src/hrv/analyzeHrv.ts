import type { Beat } from '../events/beatClasses';
import type { HrvFrequencyDomain, HrvSpectrumOptions } from './frequencyDomain';
import { hrvFrequencyDomain } from './frequencyDomain';
import type { NnIntervalOptions } from './nnIntervals';
import { extractNnIntervals } from './nnIntervals';
import type { HrvTimeDomain } from './timeDomain';
import { hrvTimeDomain } from './timeDomain';

/** Options of {@link analyzeHrv}: the NN rule and the spectrum method. */
export interface HrvOptions {
  nn?: Partial<NnIntervalOptions>;
  spectrum?: Partial<HrvSpectrumOptions>;
}

/** The HRV of a recording, short (5 min) or long (24 h). */
export interface HrvAnalysis {
  /** RR intervals in the input. */
  rrCount: number;
  /** NN intervals kept after excluding ectopic-adjacent, artifact and outlier intervals. */
  nnCount: number;
  /** nnCount / rrCount, the share of the recording the measures rest on (null without RR). */
  nnRatio: number | null;
  timeDomain: HrvTimeDomain;
  /** Null when the NN series spans under 2 minutes. */
  frequencyDomain: HrvFrequencyDomain | null;
}

/**
 * Heart rate variability of classified beats, after the Task Force of the ESC and NASPE (1996),
 * "Heart rate variability: standards of measurement, physiological interpretation and clinical
 * use", Circulation 93:1043-1065. NN intervals per {@link extractNnIntervals}, time domain per
 * {@link hrvTimeDomain}, frequency domain per {@link hrvFrequencyDomain}.
 * @example const hrv = analyzeHrv(beats, 360); console.log(hrv.timeDomain.rmssd, hrv.frequencyDomain?.lfHfRatio);
 */
export function analyzeHrv(
  beats: readonly Beat[],
  samplingRate: number,
  options: HrvOptions = {},
): HrvAnalysis {
  const series = extractNnIntervals(beats, samplingRate, options.nn);
  return {
    rrCount: series.rrCount,
    nnCount: series.intervals.length,
    nnRatio: series.rrCount === 0 ? null : series.intervals.length / series.rrCount,
    timeDomain: hrvTimeDomain(series),
    frequencyDomain: hrvFrequencyDomain(series, options.spectrum),
  };
}
