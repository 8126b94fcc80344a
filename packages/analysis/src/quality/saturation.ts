/** Options of {@link maskSaturation}. */
export interface SaturationOptions {
  /** The channel's physical minimum and maximum: the ends of the recorder's range. */
  min: number;
  max: number;
  /** Shortest run of samples at an end that is saturation rather than a peak touching it. */
  minSamples: number;
  /**
   * Which ends mean "no signal": both (an ECG saturates either way), or only the lower one (a
   * vital sign whose top reading is real, e.g. an SpO2 of 100 %). @default 'both'
   */
  ends?: 'both' | 'lower';
}

/**
 * The samples with every stretch stuck at an end of the recorder's range replaced by NaN
 * (missing). A recorder whose electrode came off, or whose input saturated, writes its digital
 * minimum or maximum: EDF has no "no data" value, and writers (ours too) store missing samples
 * there. Such a rail is no signal; left in, its step of the whole range throws a QRS detector's
 * adaptive thresholds off for minutes after the electrode is back. A run shorter than
 * `minSamples` (a tall R peak clipped for a sample or two) stays. Answers the input itself when
 * nothing is masked.
 * @example
 * const ecg = maskSaturation(window.samples, { min: -10, max: 10, minSamples: 25 }); // 100 ms
 */
export function maskSaturation(samples: Float32Array, options: SaturationOptions): Float32Array {
  const { min, max, minSamples, ends = 'both' } = options;
  // Half a step of 16 bits over the range: decoded rails land within it.
  const tolerance = (max - min) / 131_072;
  const atRail = (value: number) =>
    value <= min + tolerance || (ends === 'both' && value >= max - tolerance);
  let masked: Float32Array | undefined;
  let runStart = -1;
  for (let index = 0; index <= samples.length; index += 1) {
    const railed = index < samples.length && atRail(samples[index] as number);
    if (railed) {
      if (runStart < 0) runStart = index;
      continue;
    }
    if (runStart >= 0 && index - runStart >= minSamples) {
      masked ??= Float32Array.from(samples);
      masked.fill(Number.NaN, runStart, index);
    }
    runStart = -1;
  }
  return masked ?? samples;
}
