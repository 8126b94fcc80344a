/**
 * What a channel's samples must look like to be usable: its physiological range and the limits
 * past which a run of equal values or a sudden step is a device fault rather than physiology.
 * Generic over channels; each analysis supplies the numbers for its own signals.
 */
export interface SignalQualityCriteria {
  /** Lowest value the body can produce on this channel (inclusive). */
  minimum: number;
  /** Highest value the body can produce on this channel (inclusive). */
  maximum: number;
  /**
   * Largest change per second physiology allows; a faster step marks both samples and the guard
   * time around them as noise. `Infinity` turns the check off.
   */
  maximumChangePerSecond: number;
  /** Seconds of unusable signal marked on each side of a step that was too fast. */
  jumpGuardSeconds: number;
  /**
   * A run of identical values at least this long is a frozen sensor (the device holding its last
   * reading), s. `Infinity` turns the check off (for channels that legitimately stay constant).
   */
  flatlineSeconds: number;
  /** Values closer than this count as identical in the flatline check. */
  flatlineTolerance: number;
}

/** How one channel's samples fared in {@link assessSignalQuality}. */
export interface SignalQuality {
  /** Number of samples assessed. */
  sampleCount: number;
  /** Seconds the channel covers (samples / rate). */
  durationSeconds: number;
  /** Share of samples with no reading (NaN or not finite). */
  missingFraction: number;
  /** Share of samples outside [minimum, maximum]. */
  outOfRangeFraction: number;
  /** Share of samples inside a frozen-sensor run. */
  flatlineFraction: number;
  /** Share of samples marked by a non-physiological step (noise, motion artefact). */
  jumpFraction: number;
  /** Share of all samples that are usable. */
  validFraction: number;
  /** Seconds of usable signal. */
  validSeconds: number;
  /** Seconds with a reading at all (not missing), usable or not. */
  presentSeconds: number;
  /**
   * Usable share of the samples that carry a reading, 0..1 (0 when nothing was recorded).
   * Missing data is not counted against quality: that is "not enough data", a different refusal.
   */
  score: number;
  /** 1 where the sample may be used, 0 where it must not. */
  usable: Uint8Array;
  /** Per sample, why it is unusable: one of {@link SAMPLE_STATUS}. */
  status: Uint8Array;
}

/** Codes of {@link SignalQuality.status}, one per sample; the first failed check wins. */
export const SAMPLE_STATUS = Object.freeze({
  USABLE: 0,
  MISSING: 1,
  OUT_OF_RANGE: 2,
  FLATLINE: 3,
  JUMP: 4,
});

/**
 * Marks every sample of one channel as usable or not and sums up why: missing readings,
 * out-of-range values, frozen-sensor flatlines, and steps faster than physiology allows (with a
 * guard band, since a motion artefact corrupts the readings around its steepest edge too).
 * O(n) in the number of samples; works for any channel and rate.
 * @example
 * const quality = assessSignalQuality(pulse, 1, { minimum: 25, maximum: 250,
 *   maximumChangePerSecond: 15, jumpGuardSeconds: 5, flatlineSeconds: 120, flatlineTolerance: 0 });
 * if (quality.score < 0.5) console.log('too noisy');
 */
export function assessSignalQuality(
  samples: ArrayLike<number>,
  samplingRate: number,
  criteria: SignalQualityCriteria,
): SignalQuality {
  if (!(samplingRate > 0)) throw new RangeError('samplingRate must be positive');
  const count = samples.length;
  const usable = new Uint8Array(count);
  const status = new Uint8Array(count);
  const inRange = new Uint8Array(count);
  let missing = 0;
  let outOfRange = 0;
  for (let index = 0; index < count; index += 1) {
    const value = samples[index] as number;
    if (!Number.isFinite(value)) {
      missing += 1;
      status[index] = SAMPLE_STATUS.MISSING;
      continue;
    }
    if (value < criteria.minimum || value > criteria.maximum) {
      outOfRange += 1;
      status[index] = SAMPLE_STATUS.OUT_OF_RANGE;
      continue;
    }
    inRange[index] = 1;
  }

  const flatline = markFlatlines(samples, inRange, samplingRate, criteria);
  const jumps = markJumps(samples, inRange, samplingRate, criteria);
  let flatlineCount = 0;
  let jumpCount = 0;
  let validCount = 0;
  for (let index = 0; index < count; index += 1) {
    if (!inRange[index]) continue;
    if (flatline[index]) {
      flatlineCount += 1;
      status[index] = SAMPLE_STATUS.FLATLINE;
    } else if (jumps[index]) {
      jumpCount += 1;
      status[index] = SAMPLE_STATUS.JUMP;
    } else {
      usable[index] = 1;
      validCount += 1;
    }
  }
  const presentCount = count - missing;
  const share = (part: number) => (count === 0 ? 0 : part / count);
  return {
    sampleCount: count,
    durationSeconds: count / samplingRate,
    missingFraction: share(missing),
    outOfRangeFraction: share(outOfRange),
    flatlineFraction: share(flatlineCount),
    jumpFraction: share(jumpCount),
    validFraction: share(validCount),
    validSeconds: validCount / samplingRate,
    presentSeconds: presentCount / samplingRate,
    score: presentCount === 0 ? 0 : validCount / presentCount,
    usable,
    status,
  };
}

/** Marks runs of (near-)identical in-range values lasting at least `flatlineSeconds`. */
function markFlatlines(
  samples: ArrayLike<number>,
  inRange: Uint8Array,
  samplingRate: number,
  criteria: SignalQualityCriteria,
): Uint8Array {
  const marked = new Uint8Array(samples.length);
  if (!Number.isFinite(criteria.flatlineSeconds)) return marked;
  const minimumRun = Math.max(2, Math.ceil(criteria.flatlineSeconds * samplingRate));
  let runStart = 0;
  const close = (end: number) => {
    if (end - runStart >= minimumRun) marked.fill(1, runStart, end);
  };
  for (let index = 1; index <= samples.length; index += 1) {
    const continues =
      index < samples.length &&
      inRange[index] === 1 &&
      inRange[runStart] === 1 &&
      Math.abs((samples[index] as number) - (samples[runStart] as number)) <=
        criteria.flatlineTolerance;
    if (!continues) {
      close(index);
      runStart = index;
    }
  }
  return marked;
}

/**
 * Marks steps between consecutive in-range readings faster than physiology allows, with the
 * guard band on both sides. Readings separated by a gap are compared over the gap's time.
 */
function markJumps(
  samples: ArrayLike<number>,
  inRange: Uint8Array,
  samplingRate: number,
  criteria: SignalQualityCriteria,
): Uint8Array {
  const marked = new Uint8Array(samples.length);
  if (!Number.isFinite(criteria.maximumChangePerSecond)) return marked;
  const guard = Math.round(criteria.jumpGuardSeconds * samplingRate);
  let previous = -1;
  let markedUpTo = -1;
  for (let index = 0; index < samples.length; index += 1) {
    if (!inRange[index]) continue;
    if (previous >= 0) {
      const seconds = (index - previous) / samplingRate;
      const step = Math.abs((samples[index] as number) - (samples[previous] as number));
      if (step > criteria.maximumChangePerSecond * seconds) {
        const from = Math.max(0, markedUpTo + 1, previous - guard);
        const to = Math.min(samples.length - 1, index + guard);
        if (to >= from) marked.fill(1, from, to + 1);
        markedUpTo = Math.max(markedUpTo, to);
      }
    }
    previous = index;
  }
  return marked;
}
