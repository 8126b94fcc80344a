/** Samples at a fixed rate, the first at `startSeconds` (default 0) from the recording start. */
export interface UniformSamples {
  /** The values; NaN marks a missing reading. */
  values: ArrayLike<number>;
  /** Samples per second (SpO2 channels are typically 1 Hz). */
  samplingRate: number;
  startSeconds?: number;
}
