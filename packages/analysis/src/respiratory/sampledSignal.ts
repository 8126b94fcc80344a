/** One channel of a recording: its samples and how many there are per second. */
export interface SampledSignal {
  /** Samples in physical units; NaN marks an invalid sample (sensor off, out of range). */
  samples: ArrayLike<number>;
  samplingRate: number;
}

/** Throws unless the signal has a positive, finite sampling rate. */
export function assertSampledSignal(signal: SampledSignal, name: string): void {
  if (!Number.isFinite(signal.samplingRate) || signal.samplingRate <= 0)
    throw new RangeError(`${name}: samplingRate must be positive`);
}

/** Duration of a signal, s. */
export const signalSeconds = (signal: SampledSignal): number =>
  signal.samples.length / signal.samplingRate;
